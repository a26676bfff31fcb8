import * as cheerio from "cheerio";
import { articleDateFromPath, toIsoDate } from "./dates";
import { jsonLdArticles, jsonLdNodes } from "./json-ld";

/** What a page says about itself, before companies and type are guessed. */
export type PageMetadata = {
  title: string | null;
  description: string | null;
  date: string | null;
  outlet: string | null;
  text: string;
};

// Article text beyond this adds nothing to the guesses and costs time.
export const MAX_TEXT_CHARS = 20_000;

const meta = ($: cheerio.CheerioAPI, ...keys: string[]) => {
  for (const key of keys) {
    const content = $(`meta[property="${key}"], meta[name="${key}"]`).first().attr("content");
    if (content?.trim()) return content.trim();
  }
  return null;
};

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, "");

/** Reads a page's title, description, publication date, outlet and article text. */
export function readPageMetadata(html: string, url: string): PageMetadata {
  const $ = cheerio.load(html);
  const nodes = jsonLdNodes(
    $("script[type='application/ld+json']")
      .map((_, el) => $(el).text())
      .get(),
  );
  const articles = jsonLdArticles(nodes);
  const outlet =
    meta($, "og:site_name") ?? articles.map((a) => a.publisher).find(Boolean) ?? hostOf(url);
  return {
    title: pageTitle($, articles.map((a) => a.headline).find(Boolean) ?? null, outlet),
    description: meta($, "og:description", "description", "twitter:description"),
    date: publicationDate($, articles, url),
    outlet,
    text: articleText($),
  };
}

function pageTitle($: cheerio.CheerioAPI, jsonLdHeadline: string | null, outlet: string) {
  const title = meta($, "og:title", "twitter:title") ?? jsonLdHeadline;
  if (title) return title;
  const documentTitle = $("title").first().text().replace(/\s+/g, " ").trim();
  if (!documentTitle) return null;
  // 'Acme raises $5M | TechNews' without the outlet's suffix: after a '|' always, after a
  // dash only when it names the outlet.
  const piped = documentTitle.split(/\s+\|\s+/);
  if (piped.length > 1) return piped.slice(0, -1).join(" | ");
  const dashed = documentTitle.split(/\s+[–—-]\s+/);
  if (dashed.length > 1 && dashed.at(-1)!.toLowerCase() === outlet.toLowerCase()) {
    return dashed.slice(0, -1).join(" - ");
  }
  return documentTitle;
}

function publicationDate(
  $: cheerio.CheerioAPI,
  articles: { datePublished: string | null }[],
  url: string,
): string | null {
  const candidates = [
    ...articles.map((article) => article.datePublished),
    meta($, "article:published_time", "og:published_time", "datePublished", "date", "pubdate"),
    $("[itemprop='datePublished']").first().attr("content") ??
      $("[itemprop='datePublished']").first().attr("datetime") ??
      null,
    $("time[datetime]").first().attr("datetime") ?? null,
  ];
  for (const candidate of candidates) {
    const date = candidate ? toIsoDate(candidate) : null;
    if (date) return date;
  }
  return articleDateFromPath(url);
}

function articleText($: cheerio.CheerioAPI): string {
  $("script, style, noscript, nav, header, footer, aside, form, svg, iframe").remove();
  const root = $("article").first().length
    ? $("article").first()
    : $("main").first().length
      ? $("main").first()
      : $("body");
  return root.text().replace(/\s+/g, " ").trim().slice(0, MAX_TEXT_CHARS);
}
