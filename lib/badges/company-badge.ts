import "server-only";
import { badgeMessage, NOT_LISTED, type BadgeMetric } from "@/lib/domain/badge-metric";
import { getEmbedCompany } from "@/lib/queries/embed-company";
import { getSiteInfo } from "@/lib/queries/site-info";
import { badgeSvg } from "./badge-svg";

// A badge is answered 200 whether or not the company is listed, as shields.io answers a badge
// of a repository it cannot find: README renderers (GitHub's image proxy) show an image only
// when its status is 200, so "not listed" reaches the reader instead of a broken image.

/** An SVG badge as a response; the route's caching decides the rest of its headers. */
export function svgResponse(svg: string): Response {
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}

/** The badge of a company that is not listed. */
export async function notListedBadge(): Promise<string> {
  return badgeSvg({ label: (await getSiteInfo()).name, message: NOT_LISTED });
}

/** The badge of the company `shortname` for `metric`, or the "not listed" one. */
export async function companyBadge(shortname: string, metric: BadgeMetric): Promise<string> {
  const [company, site] = await Promise.all([getEmbedCompany(shortname), getSiteInfo()]);
  const message = company ? badgeMessage(company, metric) : NOT_LISTED;
  return badgeSvg({ label: site.name, message });
}
