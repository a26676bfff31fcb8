import { xmlText } from "./xml-text";

export type RssItem = {
  title: string;
  link: string;
  guid: string;
  pubDate: string | null;
  description: string;
  categories: string[];
};
export type RssChannel = {
  title: string;
  link: string;
  feedUrl: string;
  description: string;
  items: RssItem[];
};

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe for XML content and attributes (characters XML forbids are dropped). */
export function escapeXml(text: string): string {
  return xmlText(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

const rfc822 = (date: string | null) => (date ? new Date(date).toUTCString() : null);

/** An RSS 2.0 document. */
export function renderRss(channel: RssChannel): string {
  const e = escapeXml;
  const items = channel.items.map((item) => {
    const pubDate = rfc822(item.pubDate);
    return [
      "<item>",
      `<title>${e(item.title)}</title>`,
      `<link>${e(item.link)}</link>`,
      `<guid isPermaLink="false">${e(item.guid)}</guid>`,
      pubDate ? `<pubDate>${pubDate}</pubDate>` : "",
      ...item.categories.map((category) => `<category>${e(category)}</category>`),
      `<description>${e(item.description)}</description>`,
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${e(channel.title)}</title>`,
    `<link>${e(channel.link)}</link>`,
    `<description>${e(channel.description)}</description>`,
    `<atom:link href="${e(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel></rss>",
  ].join("\n");
}
