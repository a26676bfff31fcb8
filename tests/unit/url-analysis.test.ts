import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzePage, toUrlAnalysis } from "@/lib/domain/url-analysis";
import { buildCompanyMatcher, matchCompanies } from "@/lib/domain/url-analysis/company-matcher";
import { articleDateFromPath, toIsoDate } from "@/lib/domain/url-analysis/dates";
import { detectFunding, findAmount } from "@/lib/domain/url-analysis/funding";
import { readPageMetadata } from "@/lib/domain/url-analysis/page-metadata";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "../fixtures/articles", name), "utf8");

const matcher = buildCompanyMatcher([
  { id: 1, name: "Supabase", hosts: ["supabase.com"] },
  { id: 2, name: "Grafana Labs", hosts: ["grafana.com"] },
  { id: 3, name: "Grafana", hosts: [] },
  { id: 4, name: "Redis", hosts: ["redis.io"] },
  { id: 5, name: "Render", hosts: ["render.com"] },
  { id: 6, name: "Bolt", hosts: [] },
  { id: 7, name: "Acme Cloud", hosts: ["acme.example"] },
  { id: 8, name: "GitLab", hosts: ["gitlab.com"] },
  { id: 9, name: "Base", hosts: [] },
]);

describe("analyzePage", () => {
  it("reads JSON-LD inside @graph: date, publisher, headline; funding in USD", () => {
    const result = toUrlAnalysis(
      analyzePage(fixture("json-ld-graph.html"), "https://technews.example/a", matcher),
    );
    expect(result).toEqual({
      headlineDate: "2024-09-25",
      mediaOutlet: "TechNews Daily",
      title: "Supabase raises $80 million Series C",
      organizations: [{ id: 1, name: "Supabase" }],
      headlineType: "funding",
      totalAmount: 80_000_000,
    });
  });

  it("reads Open Graph tags; longest company name first; a media mention", () => {
    const result = analyzePage(fixture("open-graph.html"), "https://ledger.example/x", matcher);
    expect(result.headlineDate).toBe("2025-02-03");
    expect(result.mediaOutlet).toBe("The Open Ledger");
    expect(result.title).toBe("How Grafana Labs and Redis think about licenses");
    expect(result.organizations.map((org) => org.name)).toEqual([
      "Grafana Labs",
      "Redis",
      "GitLab",
    ]);
    expect(result.headlineType).toBe("media_mention");
    expect(result.totalAmount).toBeNull();
  });

  it("reads itemprop datePublished and strips a dashed suffix only when it is the outlet", () => {
    const page = readPageMetadata(fixture("itemprop.html"), "https://devs.example/w");
    expect(page.date).toBe("2023-11-07");
    expect(page.outlet).toBe("devs.example");
    expect(page.title).toBe("Open Source Weekly - Devs Digest");
  });

  it("reads <time datetime>, strips ' | Outlet', leaves a euro amount to the curator", () => {
    const result = analyzePage(fixture("time-element.html"), "https://money.example/s", matcher);
    expect(result.headlineDate).toBe("2022-06-15");
    expect(result.title).toBe("A funding story");
    expect(result.organizations).toEqual([{ id: 7, name: "Acme Cloud" }]);
    expect(result.headlineType).toBe("funding");
    expect(result.totalAmount).toBeNull();
  });

  it("reads a JSON-LD array beside a broken block; an article on the company's own site is an announcement", () => {
    const result = analyzePage(
      fixture("blog-posting.html"),
      "https://supabase.com/blog/branching",
      matcher,
    );
    expect(result.headlineDate).toBe("2024-04-16");
    expect(result.mediaOutlet).toBe("Supabase Blog");
    expect(result.title).toBe("Announcing Supabase Branching");
    expect(result.headlineType).toBe("announcement");
  });

  it("falls back on the host and a date in the URL path when the page has no metadata", () => {
    const result = analyzePage(
      fixture("no-metadata.html"),
      "https://www.news.example/2024/05/09/story",
      matcher,
    );
    expect(result.headlineDate).toBe("2024-05-09");
    expect(result.mediaOutlet).toBe("news.example");
    expect(result.title).toBeNull();
    expect(result.organizations).toEqual([]);
  });
});

describe("matchCompanies", () => {
  it("never matches a common-word name inside another word or in lower case", () => {
    const texts = [
      "We render pages, bolt things on and database basics; Rendered Bolted Baseline.",
    ];
    expect(matchCompanies(matcher, texts)).toEqual([]);
  });
  it("matches a common-word name written as a name, and hosts", () => {
    expect(
      matchCompanies(matcher, ["We use Render and Bolt; see redis.io and www.gitlab.com."]),
    ).toEqual([
      { id: 5, name: "Render" },
      { id: 6, name: "Bolt" },
      { id: 4, name: "Redis" },
      { id: 8, name: "GitLab" },
    ]);
  });
  it("prefers the longest name and does not count its first word again", () => {
    expect(matchCompanies(matcher, ["Grafana Labs ships."])).toEqual([
      { id: 2, name: "Grafana Labs" },
    ]);
    expect(matchCompanies(matcher, ["Grafana ships."])).toEqual([{ id: 3, name: "Grafana" }]);
  });
});

describe("funding amounts", () => {
  it.each([
    ["raised $12.5 million", { currency: "USD", amount: 12_500_000 }],
    ["raised €20M", { currency: "EUR", amount: 20_000_000 }],
    ["US$1.2 billion", { currency: "USD", amount: 1_200_000_000 }],
    ["USD 30 million", { currency: "USD", amount: 30_000_000 }],
    ["$3,000,000 seed", { currency: "USD", amount: 3_000_000 }],
    ["£5m round", { currency: "GBP", amount: 5_000_000 }],
    ["20 million euros", { currency: "EUR", amount: 20_000_000 }],
  ])("reads %s", (text, expected) => {
    expect(findAmount(text)).toEqual(expected);
  });
  it("skips small unscaled prices", () => {
    expect(findAmount("a $5 plan, then $40 million")).toEqual({
      currency: "USD",
      amount: 40_000_000,
    });
  });
  it("reports funding only when the text reports a raise", () => {
    expect(detectFunding("Acme raises $12.5 million", "")).toEqual({ amountUsd: 12_500_000 });
    expect(detectFunding("Acme closes Series A", "")).toEqual({ amountUsd: null });
    expect(detectFunding("Acme costs $10 million to run", "")).toBeNull();
  });
});

describe("dates", () => {
  it("turns ISO and other date texts into YYYY-MM-DD", () => {
    expect(toIsoDate("2024-09-25T23:30:00-05:00")).toBe("2024-09-25");
    expect(toIsoDate("2024-02-30")).toBeNull();
    expect(toIsoDate("Tue, 05 Mar 2024 10:00:00 GMT")).toBe("2024-03-05");
    expect(toIsoDate("soon")).toBeNull();
  });
  it("finds a date in a URL path", () => {
    expect(articleDateFromPath("https://x.example/2024/3/7/slug")).toBe("2024-03-07");
    expect(articleDateFromPath("https://x.example/news/2024-03-07-slug")).toBe("2024-03-07");
    expect(articleDateFromPath("https://x.example/2024/13/07/slug")).toBeNull();
    expect(articleDateFromPath("https://x.example/id/12345678")).toBeNull();
  });
});
