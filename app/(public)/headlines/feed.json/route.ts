// GET /headlines/feed.json - JSON Feed 1.1 of the 50 latest published headlines (?type= one type)
import { siteHeadlinesFeed } from "@/lib/headline-feeds";

export const GET = (request: Request) => siteHeadlinesFeed(request, "json");
