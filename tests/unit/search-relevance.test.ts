import { describe, expect, it } from "vitest";
import {
  figuresOf,
  formatRelevanceReport,
  outcomeOf,
  relevanceQuerySchema,
  relevanceReport,
  type RelevanceQuery,
} from "@/lib/search/relevance";

const query = (text: string, expect: RelevanceQuery["expect"], cls = "exact"): RelevanceQuery =>
  relevanceQuerySchema.parse({ query: text, class: cls, expect });

describe("a query's outcome", () => {
  it("is the rank of the first hit that is an expected answer", () => {
    const outcome = outcomeOf(query("postgres", { companies: ["neon", "supabase"] }), {
      companies: [["tiger-data"], ["supabase"], ["neon"]],
    });
    expect(outcome).toMatchObject({ rank: 2, empty: false });
  });

  it("takes the best rank over the kinds expected", () => {
    const outcome = outcomeOf(
      query("Paul Copplestone", { companies: ["supabase"], people: ["Paul Copplestone"] }),
      { companies: [["neon"], ["supabase"]], people: [["Paul Copplestone"]] },
    );
    expect(outcome.rank).toBe(1);
  });

  it("counts a headline as an answer when it is about an expected company", () => {
    const outcome = outcomeOf(query("Langfuse joins", { headlines: ["clickhouse"] }), {
      headlines: [["redis"], ["langfuse", "clickhouse"]],
    });
    expect(outcome.rank).toBe(2);
  });

  it("has no rank when no expected answer is found, and is empty when nothing of its kinds is", () => {
    const expected = query("zzz", { companies: ["supabase"] });
    expect(outcomeOf(expected, { companies: [["neon"]] })).toMatchObject({
      rank: null,
      empty: false,
    });
    expect(outcomeOf(expected, { companies: [], people: [["Ant Wilson"]] })).toMatchObject({
      rank: null,
      empty: true,
    });
  });
});

describe("relevance figures", () => {
  const outcomes = [
    outcomeOf(query("a", { companies: ["a"] }), { companies: [["a"]] }),
    outcomeOf(query("b", { companies: ["b"] }, "typo"), { companies: [["x"], ["b"]] }),
    outcomeOf(query("c", { companies: ["c"] }, "typo"), {
      companies: [["1"], ["2"], ["3"], ["4"], ["5"], ["c"]],
    }),
    outcomeOf(query("d", { companies: ["d"] }, "tag"), { companies: [] }),
  ];

  it("are success@1, success@5, the mean reciprocal rank and the zero-result rate", () => {
    expect(figuresOf(outcomes)).toEqual({
      queries: 4,
      successAt1: 0.25,
      successAt5: 0.5,
      mrr: (1 + 1 / 2 + 1 / 6 + 0) / 4,
      zeroResults: 0.25,
    });
  });

  it("are given by class, with the queries that missed the first five", () => {
    const report = relevanceReport(outcomes);
    expect(Object.keys(report.byClass)).toEqual(["exact", "typo", "tag"]);
    expect(report.byClass.typo).toMatchObject({ queries: 2, successAt1: 0, successAt5: 0.5 });
    expect(report.misses.map((miss) => miss.query.query)).toEqual(["c", "d"]);
  });

  it("print as a table with a line per class, overall, and each miss", () => {
    const text = formatRelevanceReport(relevanceReport(outcomes));
    expect(text).toMatch(/^typo\s+2\s+0\.0%\s+50\.0%\s+0\.333\s+0\.0%$/m);
    expect(text).toMatch(/^overall\s+4\s+25\.0%\s+50\.0%\s+0\.417\s+25\.0%$/m);
    expect(text).toContain('miss (typo) "c": rank 6');
    expect(text).toContain('miss (tag) "d": nothing of the kinds expected');
  });
});

describe("the query set's schema", () => {
  it("refuses a query without expected answers or of an unknown class", () => {
    expect(relevanceQuerySchema.safeParse({ query: "x", class: "exact", expect: {} }).success).toBe(
      false,
    );
    expect(
      relevanceQuerySchema.safeParse({ query: "x", class: "vibes", expect: { companies: ["x"] } })
        .success,
    ).toBe(false);
  });
});
