// GET /organizations/{shortname}/headlines/feed.xml - RSS 2.0 of a published company's headlines (?type=)
import { feedTypeOf, headlineFeedResponse } from "@/lib/headline-feeds";
import { getCompanyByShortname } from "@/lib/queries/company-detail";
import { listFeedHeadlines } from "@/lib/queries/headline-feed";
import { getSiteInfo } from "@/lib/queries/site-info";

type Context = { params: Promise<{ shortname: string }> };

export async function GET(request: Request, { params }: Context) {
  const asked = feedTypeOf(request);
  if (asked instanceof Response) return asked;
  const { shortname } = await params;
  const company = await getCompanyByShortname(shortname);
  if (!company) return new Response("Organization not found", { status: 404 });
  const [site, headlines] = await Promise.all([
    getSiteInfo(),
    listFeedHeadlines(50, { organizationId: company.id, type: asked.type }),
  ]);
  return headlineFeedResponse({
    title: `${company.name} - Headlines | ${site.name}`,
    path: `/organizations/${company.shortname}/headlines`,
    description: `News about ${company.name}`,
    headlines,
    format: "rss",
    type: asked.type,
  });
}
