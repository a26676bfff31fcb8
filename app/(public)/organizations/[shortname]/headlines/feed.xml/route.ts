// GET /organizations/{shortname}/headlines/feed.xml - RSS 2.0 of a published company's headlines
import { headlineRssResponse } from "@/lib/headline-rss";
import { getCompanyByShortname } from "@/lib/queries/company-detail";
import { listFeedHeadlines } from "@/lib/queries/headline-feed";
import { getSiteInfo } from "@/lib/queries/site-info";

type Context = { params: Promise<{ shortname: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { shortname } = await params;
  const company = await getCompanyByShortname(shortname);
  if (!company) return new Response("Organization not found", { status: 404 });
  const [site, headlines] = await Promise.all([getSiteInfo(), listFeedHeadlines(50, company.id)]);
  return headlineRssResponse({
    title: `${company.name} - Headlines | ${site.name}`,
    path: `/organizations/${company.shortname}/headlines`,
    description: `News about ${company.name}`,
    headlines,
  });
}
