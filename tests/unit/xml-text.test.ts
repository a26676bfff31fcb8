import { describe, expect, it } from "vitest";
import { escapeXml, renderRss } from "@/lib/domain/rss";
import { xmlText } from "@/lib/domain/xml-text";
import { allowedInXml, textsAt, XML_CORPUS, xmlTexts } from "../fixtures/strict-xml";

// Each edge of XML 1.0's Char production, as [code units, kept?].
const BOUNDARIES: [string, boolean][] = [
  ["\u0000", false],
  ["\u0008", false],
  ["\t", true],
  ["\n", true],
  ["\u000B", false],
  ["\u000C", false],
  ["\r", true],
  ["\u000E", false],
  ["\u001F", false],
  [" ", true],
  ["\uD7FF", true],
  ["\uD800", false],
  ["\uDBFF", false],
  ["\uDC00", false],
  ["\uDFFF", false],
  ["\uE000", true],
  ["\uFFFD", true],
  ["\uFFFE", false],
  ["\uFFFF", false],
  ["\uD800\uDC00", true], // U+10000
  ["\uDBFF\uDFFF", true], // U+10FFFF
];

const hex = (text: string) =>
  [...text].map((c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")).join(" ");

describe("xmlText", () => {
  it.each(BOUNDARIES.map(([text, kept]) => ({ code: hex(text), text, kept })))(
    "U+$code between two letters is kept: $kept",
    ({ text, kept }) => {
      expect(xmlText(`a${text}b`)).toBe(kept ? `a${text}b` : "ab");
    },
  );

  it("keeps an emoji's surrogate pair and drops a half of one, whatever surrounds it", () => {
    expect(xmlText("\uD83D\uDE00")).toBe("😀");
    expect(xmlText("\uD83D")).toBe("");
    expect(xmlText("\uDE00\uD83D")).toBe("");
    expect(xmlText("\uD83D\uD83D\uDE00\uDE00")).toBe("😀");
    expect(xmlText("Launch \uD83D")).toBe("Launch ");
  });

  it.each(XML_CORPUS)("keeps exactly what XML 1.0 allows of $why", ({ text }) => {
    expect(xmlText(text)).toBe(allowedInXml(text));
  });
});

describe("escapeXml and renderRss", () => {
  it("escape markup and drop what XML forbids", () => {
    expect(escapeXml(`<b>"A&B"</b>\uFFFE'\uD800`)).toBe(
      "&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;&apos;",
    );
  });

  it("write a feed a strict parser reads back with every allowed character of the corpus", () => {
    const xml = renderRss({
      title: "Feed \uFFFF",
      link: "https://coss.directory/headlines",
      feedUrl: "https://coss.directory/headlines/feed.xml?\uFFFE",
      description: "News \u0001",
      items: XML_CORPUS.map(({ text }, index) => ({
        title: text,
        link: `https://news.example/${index}`,
        guid: `https://coss.directory/headlines#${index}`,
        pubDate: "2025-10-03",
        description: text,
        categories: [text],
      })),
    });
    const texts = xmlTexts(xml);
    const expected = XML_CORPUS.map(({ text }) => allowedInXml(text));
    expect(textsAt(texts, "rss/channel/title")).toEqual(["Feed "]);
    expect(textsAt(texts, "rss/channel/atom:link/@href")).toEqual([
      "https://coss.directory/headlines/feed.xml?",
    ]);
    expect(textsAt(texts, "rss/channel/item/title")).toEqual(expected);
    expect(textsAt(texts, "rss/channel/item/category")).toEqual(expected);
  });
});
