import * as cheerio from "cheerio";

// OPML 2.0, the file feed readers exchange their subscriptions in: each feed an <outline> with
// its xmlUrl, inside folders (outlines without one) or not. A file declaring XML entities is
// refused whole, as a feed is (lib/feeds/parse-feed.ts), so that no entity is ever expanded.

/** A feed as OPML names it. */
export type OpmlFeed = { title: string; url: string };

/** A feed outline of a file read: its place among the file's feeds (from 1), title and URL. */
export type OpmlOutline = { number: number; title: string | null; url: string };

export type OpmlReading = { ok: true; outlines: OpmlOutline[] } | { ok: false; reason: string };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** `feeds` as an OPML 2.0 subscription list made at `now`. */
export function writeOpml(title: string, feeds: OpmlFeed[], now: Date): string {
  const outlines = feeds.map(
    (feed) =>
      `    <outline type="rss" text="${escapeXml(feed.title)}" title="${escapeXml(feed.title)}" xmlUrl="${escapeXml(feed.url)}"/>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    "  <head>",
    `    <title>${escapeXml(title)}</title>`,
    `    <dateCreated>${now.toUTCString()}</dateCreated>`,
    "  </head>",
    "  <body>",
    ...outlines,
    "  </body>",
    "</opml>",
    "",
  ].join("\n");
}

const oneLine = (text: string | undefined) => text?.replace(/\s+/g, " ").trim() || null;

/** The feed outlines of an OPML file, in its order, nested ones too; or why it is not read. */
export function readOpml(text: string): OpmlReading {
  const body = text.replace(/^\uFEFF/, "").trim();
  if (body === "") return { ok: false, reason: "The file is empty." };
  if (/<!ENTITY/i.test(body) || /<!DOCTYPE[^>]*\[/i.test(body)) {
    return {
      ok: false,
      reason: "The file declares XML entities, which are never expanded: it is not read.",
    };
  }
  const $ = cheerio.load(body, { xmlMode: true });
  if ($("opml").length === 0) {
    return { ok: false, reason: "This is not an OPML file: it has no <opml> element." };
  }
  const outlines: OpmlOutline[] = [];
  $("opml outline").each((_, element) => {
    // Readers write xmlUrl; some older ones xmlurl.
    const key = Object.keys(element.attribs).find((name) => name.toLowerCase() === "xmlurl");
    if (!key) return;
    const { title, text: label } = element.attribs;
    outlines.push({
      number: outlines.length + 1,
      title: oneLine(title) ?? oneLine(label),
      url: element.attribs[key].trim(),
    });
  });
  return { ok: true, outlines };
}
