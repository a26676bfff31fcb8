import { describe, expect, it } from "vitest";
import { buildCompanyMatcher } from "@/lib/domain/url-analysis/company-matcher";
import { candidateOf } from "@/lib/feeds/item-candidate";

const matcher = buildCompanyMatcher([
  { id: 1, name: "Neon", hosts: ["neon.tech"] },
  { id: 2, name: "Supabase", hosts: ["supabase.com"] },
  { id: 3, name: "Render", hosts: ["render.com"] },
]);

const item = (title: string, summary = "", link = "https://news.example.com/a") => ({
  title,
  summary,
  link,
  publishedAt: new Date("2026-11-24T09:30:00Z"),
  undated: false,
});

const outlet = { kind: "outlet" as const, company: null, outlet: "TechCrunch" };

describe("a feed item's candidate headline", () => {
  it("reads a funding round: type, round type, amount, and the company named in the title", () => {
    expect(
      candidateOf(item("Neon raises $100M Series C", "Led by Example Ventures."), outlet, matcher),
    ).toEqual({
      description: "Neon raises $100M Series C",
      url: "https://news.example.com/a",
      headline_date: "2026-11-24",
      media_outlet: "TechCrunch",
      headline_type: "funding",
      round_type: "series_c",
      total_amount: 100_000_000,
      match_reasons: [{ organization_id: 1, reason: "'Neon' in the title" }],
    });
  });

  it("says where each company was found, and never matches a plain word written in lower case", () => {
    const candidate = candidateOf(
      item("How to render Postgres faster", "Supabase and Neon compare notes; see neon.tech."),
      outlet,
      matcher,
    );
    expect(candidate.headline_type).toBe("media_mention");
    expect(candidate.match_reasons).toEqual([
      { organization_id: 2, reason: "'Supabase' in the summary" },
      { organization_id: 1, reason: "'Neon' in the summary" },
    ]);
  });

  it("gives a company blog's item to its company, as an announcement", () => {
    const blog = { kind: "company" as const, company: { id: 2, name: "Supabase" }, outlet: null };
    const candidate = candidateOf(
      item("Launch week 15", "Five launches.", "https://supabase.com/blog/lw15"),
      blog,
      matcher,
    );
    expect(candidate).toMatchObject({
      headline_type: "announcement",
      media_outlet: null,
      match_reasons: [{ organization_id: 2, reason: "the blog of Supabase" }],
    });
  });
});
