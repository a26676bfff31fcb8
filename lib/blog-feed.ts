import Parser from "rss-parser";
import { decodeBody } from "@/lib/net/decode-body";
import { safeFetch } from "@/lib/net/safe-fetch";

export const BADGE_COLORS = ["primary", "success", "warning", "danger", "secondary"] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

export type BlogPost = {
  title: string;
  link: string | null;
  pubDate: string | null;
  category: string;
  excerpt: string;
  guid: string;
  badgeColor: BadgeColor;
};

export type BlogFeedResult =
  | { status: "ok"; posts: BlogPost[] }
  | { status: "error"; message: string }
  | { status: "unconfigured" };

// Exact messages of the spec's error catalogue.
const FETCH_FAILED = "Failed to fetch RSS feed";
const EMPTY_BODY = "No valid XML content received from RSS feed";
const NOT_XML = "Invalid XML format received from RSS feed";
const PARSE_FAILED = "Failed to parse RSS feed";

const MAX_POSTS = 10;
const EXCERPT_LENGTH = 100;
const XML_MARKERS = ["<?xml", "<rss", "<feed", "<rdf"];

type FeedItem = Parser.Item & { description?: unknown; categories?: unknown[] };

// Raw description as a fallback for feeds whose items carry no parsed content.
const parser = new Parser<Record<string, unknown>, { description?: string }>({
  customFields: { item: ["description"] },
});

/** The community blog's latest posts for the home page; never throws, no caching here. */
export async function getBlogFeed(feedUrl: string | undefined): Promise<BlogFeedResult> {
  if (!feedUrl) return { status: "unconfigured" };
  let text: string;
  try {
    const response = await safeFetch(feedUrl, {
      timeoutMs: 4000,
      maxBytes: 2 * 1024 * 1024,
      accept: "application/rss+xml, application/xml, text/xml, */*",
    });
    if (response.status < 200 || response.status > 299) return failed(FETCH_FAILED);
    text = decodeBody(response.body, response.headers.get("content-type"));
  } catch {
    return failed(FETCH_FAILED);
  }
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (trimmed === "") return failed(EMPTY_BODY);
  const head = trimmed.slice(0, 5).toLowerCase();
  if (!XML_MARKERS.some((marker) => head.startsWith(marker))) return failed(NOT_XML);
  try {
    const feed = await parser.parseString(trimmed);
    return { status: "ok", posts: (feed.items ?? []).slice(0, MAX_POSTS).map(toBlogPost) };
  } catch {
    return failed(PARSE_FAILED);
  }
}

/** Badge colour of a blog category, stable across renders (string hash over the five colours). */
export function categoryBadgeColor(category: string): BadgeColor {
  let hash = 0;
  for (let i = 0; i < category.length; i++) {
    hash = (category.charCodeAt(i) + ((hash << 5) - hash)) | 0;
  }
  return BADGE_COLORS[Math.abs(hash) % BADGE_COLORS.length];
}

function failed(message: string): BlogFeedResult {
  return { status: "error", message };
}

function toBlogPost(item: FeedItem): BlogPost {
  // No title is not shown in the spec; a visible "Untitled" beats an empty link.
  const title = clean(item.title) || "Untitled";
  const link = httpLink(item.link);
  const category = firstCategory(item.categories) ?? "General";
  return {
    title,
    link,
    pubDate: item.isoDate ?? item.pubDate ?? null,
    category,
    excerpt: excerptOf(firstText(item.contentSnippet, item.description, item.content)),
    guid: clean(item.guid) || link || title,
    badgeColor: categoryBadgeColor(category),
  };
}

function clean(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
}

// xml2js hands over an object when a description holds raw (unescaped) markup.
function firstText(...values: unknown[]): string {
  return (
    values.find((value): value is string => typeof value === "string" && value.trim() !== "") ?? ""
  );
}

function httpLink(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

// xml2js gives "<category>x</category>" as "x" and "<category domain=...>x</category>" as { _: "x" }.
function firstCategory(categories: unknown[] | undefined): string | null {
  for (const entry of categories ?? []) {
    const text = clean(typeof entry === "object" && entry ? (entry as { _?: unknown })._ : entry);
    if (text) return text;
  }
  return null;
}

function excerptOf(source: string): string {
  const text = clean(source.replace(/<[^>]*>/g, " "));
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}
