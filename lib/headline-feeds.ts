import { HEADLINE_TYPES, type HeadlineType } from "@/lib/domain/constants";
import { headlineTypeBadge } from "@/lib/domain/headline-types";
import { renderJsonFeed } from "@/lib/domain/json-feed";
import { formatCompactUsd } from "@/lib/domain/money";
import { renderRss, type RssChannel } from "@/lib/domain/rss";
import { safeHttpUrl } from "@/lib/domain/urls";
import { listFeedHeadlines, type FeedHeadline } from "@/lib/queries/headline-feed";
import { getSiteInfo } from "@/lib/queries/site-info";
import { siteUrl } from "@/lib/site-url";

// The headline feeds, RSS 2.0 (feed.xml) and JSON Feed 1.1 (feed.json), of all headlines or a
// company's, optionally of one type (?type=funding is the funding feed).

type Feed = {
  title: string;
  /** The page the feed follows, such as /headlines. */
  path: string;
  description: string;
  headlines: FeedHeadline[];
  format: "rss" | "json";
  type?: HeadlineType | null;
};

/** The `type` a feed's URL asks for: none, one of the headline types, or a 400 naming it. */
export function feedTypeOf(request: Request): { type: HeadlineType | null } | Response {
  const type = new URL(request.url).searchParams.get("type");
  if (type === null || type === "") return { type: null };
  if ((HEADLINE_TYPES as readonly string[]).includes(type)) return { type: type as HeadlineType };
  return new Response(`type must be one of ${HEADLINE_TYPES.join(", ")}`, {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

const CONTENT_TYPES = {
  rss: "application/rss+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

/** A feed response of headlines; shared caches may keep it for 10 minutes. */
export function headlineFeedResponse({ title, path, description, headlines, format, type }: Feed) {
  const base = siteUrl();
  const query = type ? `?type=${type}` : "";
  const feedUrl = `${base}${path}/feed.${format === "rss" ? "xml" : "json"}${query}`;
  const channel: RssChannel = {
    title: type ? `${title} (${headlineTypeBadge(type).label})` : title,
    link: `${base}${path}${query}`,
    feedUrl,
    description,
    items: headlines.map((headline) => feedItemOf(headline, base)),
  };
  const body = format === "rss" ? renderRss(channel) : renderJsonFeed(channel, feedUrl);
  return new Response(body, {
    headers: {
      "content-type": CONTENT_TYPES[format],
      "cache-control": "public, s-maxage=600, stale-while-revalidate=3600",
    },
  });
}

function feedItemOf(headline: FeedHeadline, base: string) {
  const { label } = headlineTypeBadge(headline.headline_type);
  const amount =
    headline.headline_type === "funding" && headline.total_amount
      ? ` (${formatCompactUsd(headline.total_amount)})`
      : "";
  const about = headline.companies.length ? ` About ${headline.companies.join(", ")}.` : "";
  return {
    title: headline.description,
    link: safeHttpUrl(headline.url) ?? `${base}/headlines`,
    guid: `${base}/headlines#${headline.id}`,
    pubDate: headline.headline_date,
    description: `${label}${amount}${headline.media_outlet ? `, ${headline.media_outlet}` : ""}.${about}`,
    categories: [label, ...headline.companies],
  };
}

/** GET of the site's headline feed in `format`: the 50 latest published headlines (?type=). */
export async function siteHeadlinesFeed(request: Request, format: Feed["format"]) {
  const asked = feedTypeOf(request);
  if (asked instanceof Response) return asked;
  const [site, headlines] = await Promise.all([
    getSiteInfo(),
    listFeedHeadlines(50, { type: asked.type }),
  ]);
  return headlineFeedResponse({
    title: `${site.name} - Headlines`,
    path: "/headlines",
    description: "News and views from the commercial open source ecosystem",
    headlines,
    format,
    type: asked.type,
  });
}
