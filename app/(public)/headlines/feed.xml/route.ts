// GET /headlines/feed.xml - RSS 2.0 of the 50 latest published headlines (?type= one type)
import { siteHeadlinesFeed } from "@/lib/headline-feeds";

export const GET = (request: Request) => siteHeadlinesFeed(request, "rss");
