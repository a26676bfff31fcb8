// A JSON Feed 1.1 document (https://jsonfeed.org/version/1.1), from the same channel as the
// RSS feed beside it.
import type { RssChannel } from "./rss";

/** The JSON Feed of `channel`, whose feed lives at `feedUrl`. */
export function renderJsonFeed(channel: RssChannel, feedUrl: string): string {
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: channel.title,
    home_page_url: channel.link,
    feed_url: feedUrl,
    description: channel.description,
    items: channel.items.map((item) => ({
      id: item.guid,
      url: item.link,
      title: item.title,
      content_text: item.description,
      ...(item.pubDate && { date_published: new Date(item.pubDate).toISOString() }),
      tags: item.categories,
    })),
  });
}
