import { describe, expect, it } from "vitest";
import { feedLinksOf } from "@/lib/feeds/feed-links";

describe("a page's feed links", () => {
  it("finds RSS, Atom and JSON feeds announced by <link rel=alternate>, resolved and once each", () => {
    const html = `<!doctype html><html><head>
      <link rel="alternate" type="application/rss+xml" title="Blog RSS" href="/feed.xml">
      <link rel="alternate" type="application/atom+xml" href="https://blog.example.com/atom.xml">
      <link rel="alternate" type="application/feed+json; charset=utf-8" href="feed.json">
      <link rel="alternate" type="application/rss+xml" href="/feed.xml">
      <link rel="alternate" hreflang="de" href="/de/">
      <link rel="stylesheet" type="application/rss+xml" href="/not-a-feed.xml">
      <link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
    </head></html>`;
    expect(feedLinksOf(html, "https://blog.example.com/posts/")).toEqual([
      { url: "https://blog.example.com/feed.xml", title: "Blog RSS" },
      { url: "https://blog.example.com/atom.xml", title: null },
      { url: "https://blog.example.com/posts/feed.json", title: null },
    ]);
  });

  it("finds none on a page without them", () => {
    expect(
      feedLinksOf("<html><head><title>x</title></head></html>", "https://x.example.com/"),
    ).toEqual([]);
  });
});
