// GET /headlines/feed.xml - RSS 2.0 of the 50 latest published headlines
import { headlineRssResponse } from "@/lib/headline-rss";
import { listFeedHeadlines } from "@/lib/queries/headline-feed";
import { getSiteInfo } from "@/lib/queries/site-info";

export async function GET() {
  const [site, headlines] = await Promise.all([getSiteInfo(), listFeedHeadlines(50)]);
  return headlineRssResponse({
    title: `${site.name} - Headlines`,
    path: "/headlines",
    description: "News and views from the commercial open source ecosystem",
    headlines,
  });
}
