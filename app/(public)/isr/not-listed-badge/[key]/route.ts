// GET /badge/{shortname}.svg of a company that is not listed (routed here by proxy.ts)
import { notListedBadge, svgResponse } from "@/lib/badges/company-badge";

// One cached badge for every shortname the directory does not show, so that made-up names
// fill no cache; it changes only with the site's name. Its one key is "index", as the pages'.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export async function GET(): Promise<Response> {
  return svgResponse(await notListedBadge());
}
