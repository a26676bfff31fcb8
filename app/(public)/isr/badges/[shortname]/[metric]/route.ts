// GET /badge/{shortname}.svg?metric=… (routed here by proxy.ts) - a company's README badge
import { companyBadge, svgResponse } from "@/lib/badges/company-badge";
import { parseBadgeMetric } from "@/lib/domain/badge-metric";

// Cached like the company page (ISR): kept until a write or a GitHub sync changes the company
// (lib/admin/refresh-public-pages.ts), or for an hour.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Context = { params: Promise<{ shortname: string; metric: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { shortname, metric } = await params;
  const known = parseBadgeMetric(metric);
  // The proxy names only known metrics; nothing else reaches this route.
  if (!known || metric === "") return new Response("Not found", { status: 404 });
  return svgResponse(await companyBadge(decodeURIComponent(shortname), known));
}
