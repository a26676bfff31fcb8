import { headlineTypeBadge } from "@/lib/domain/headline-types";
import { formatCompactUsd } from "@/lib/domain/money";
import { renderRss } from "@/lib/domain/rss";
import { safeHttpUrl } from "@/lib/domain/urls";
import type { FeedHeadline } from "@/lib/queries/headline-feed";
import { siteUrl } from "@/lib/site-url";

type Feed = { title: string; path: string; description: string; headlines: FeedHeadline[] };

/** An RSS response of headlines; shared caches may keep it for 10 minutes. */
export function headlineRssResponse({ title, path, description, headlines }: Feed): Response {
  const base = siteUrl();
  const items = headlines.map((headline) => {
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
  });
  const xml = renderRss({
    title,
    link: `${base}${path}`,
    feedUrl: `${base}${path}/feed.xml`,
    description,
    items,
  });
  return new Response(xml, {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "public, s-maxage=600, stale-while-revalidate=3600",
    },
  });
}
