import { NextResponse, type NextRequest } from "next/server";
import { parseBadgeMetric, unknownMetricMessage } from "@/lib/domain/badge-metric";
import { shortnameFormatProblem } from "@/lib/domain/shortname";
import { isPublicCompany, renamedCompany } from "@/lib/queries/exists";
import { BADGE_PREFIX, badgeRouteOf, NOT_LISTED_BADGE_ROUTE } from "@/lib/routes";

// /badge/{shortname}.svg?metric=stars|funding|valuation|listed, routed by the proxy onto cached
// routes: a listed company's badge per metric (under its current shortname, for a former one),
// and one "not listed" badge for every other well-formed shortname. What cannot be a badge is
// answered here in plain words: 404 for a path that is not {shortname}.svg, 400 for a
// shortname that cannot be one (path tricks included: "..", "%2f") or an unknown metric.

const plain = (status: number, text: string, cacheControl = "public, max-age=300") =>
  new NextResponse(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl },
  });

function shortnameOf(file: string): string | null {
  try {
    return decodeURIComponent(file.slice(0, -".svg".length));
  } catch {
    return null;
  }
}

// A former shortname's badge is the company's current one, as its pages redirect there.
async function listedShortname(shortname: string): Promise<string | null> {
  if (await isPublicCompany(shortname)) return shortname;
  const renamed = await renamedCompany(shortname);
  return renamed?.shown ? renamed.shortname : null;
}

/** The answer to a request under /badge/. */
export async function routeBadge(request: NextRequest): Promise<NextResponse> {
  const file = request.nextUrl.pathname.slice(BADGE_PREFIX.length);
  if (file.includes("/") || !file.endsWith(".svg")) {
    return plain(404, "No badge here: a badge's address is /badge/{shortname}.svg.");
  }
  const shortname = shortnameOf(file);
  if (shortname === null || shortnameFormatProblem(shortname) !== null) {
    return plain(
      400,
      "Not a company's shortname: shortnames have lowercase letters, digits, hyphens and underscores.",
    );
  }
  const asked = request.nextUrl.searchParams.get("metric");
  const metric = parseBadgeMetric(asked);
  if (!metric) return plain(400, unknownMetricMessage((asked ?? "").slice(0, 40)));
  let listed: string | null;
  try {
    listed = await listedShortname(shortname);
  } catch (error) {
    // A database that cannot be read: an answer no cache keeps, so the next request retries.
    console.error(`Badge of ${shortname}: ${(error as Error).message}`);
    return plain(503, "The directory cannot be read just now: try again shortly.", "no-store");
  }
  const url = request.nextUrl.clone();
  url.pathname = listed ? badgeRouteOf(listed, metric) : NOT_LISTED_BADGE_ROUTE;
  url.search = "";
  return NextResponse.rewrite(url);
}
