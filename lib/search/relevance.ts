import { z } from "zod";

// Relevance as figures, never a feeling: over a set of queries, each with the answers a
// person would expect, how often one of them comes first (success@1) or in the first five
// (success@5), how high the first one comes on average (MRR, the mean of 1 / its rank), and
// how often the query finds nothing of what was expected (zero results).

export const QUERY_CLASSES = [
  "exact",
  "prefix",
  "typo",
  "descriptive",
  "tag",
  "project",
  "person",
  "headline",
  "case-accent-punctuation",
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

/**
 * The kinds of answer a query may expect: companies by shortname, people by name, headlines
 * by the shortname of a company they are about.
 */
export const ANSWER_KINDS = ["companies", "people", "headlines"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

const answers = z.array(z.string().min(1)).min(1);

export const relevanceQuerySchema = z.object({
  query: z.string(),
  class: z.enum(QUERY_CLASSES),
  expect: z
    .object({ companies: answers, people: answers, headlines: answers })
    .partial()
    .refine((expect) => Object.keys(expect).length > 0, "expects no answer"),
});
export type RelevanceQuery = z.infer<typeof relevanceQuerySchema>;

/** What a query returned, by kind: for each hit in order, the answers it stands for. */
export type Returned = Partial<Record<AnswerKind, string[][]>>;

export type QueryOutcome = {
  query: RelevanceQuery;
  /** The rank (from 1) of the first expected answer, over every kind expected; null if none. */
  rank: number | null;
  /** Whether the query found no hit at all of any kind it expected. */
  empty: boolean;
};

export type Figures = {
  queries: number;
  successAt1: number;
  successAt5: number;
  mrr: number;
  zeroResults: number;
};

export type RelevanceReport = {
  overall: Figures;
  byClass: Partial<Record<QueryClass, Figures>>;
  /** The queries without an expected answer in their first five hits. */
  misses: QueryOutcome[];
};

/** How `query` fared, given what it `returned`. */
export function outcomeOf(query: RelevanceQuery, returned: Returned): QueryOutcome {
  const kinds = ANSWER_KINDS.filter((kind) => query.expect[kind]);
  const ranks = kinds.map((kind) => {
    const expected = new Set(query.expect[kind]);
    const position = (returned[kind] ?? []).findIndex((hit) => hit.some((a) => expected.has(a)));
    return position === -1 ? Infinity : position + 1;
  });
  const best = Math.min(...ranks);
  const empty = kinds.every((kind) => (returned[kind] ?? []).length === 0);
  return { query, rank: Number.isFinite(best) ? best : null, empty };
}

const share = (count: number, of: number) => (of === 0 ? 0 : count / of);

/** The figures of a set of outcomes. */
export function figuresOf(outcomes: QueryOutcome[]): Figures {
  const n = outcomes.length;
  const within = (k: number) => outcomes.filter(({ rank }) => rank !== null && rank <= k).length;
  const reciprocal = outcomes.reduce((sum, { rank }) => sum + (rank ? 1 / rank : 0), 0);
  return {
    queries: n,
    successAt1: share(within(1), n),
    successAt5: share(within(5), n),
    mrr: share(reciprocal, n),
    zeroResults: share(outcomes.filter(({ empty }) => empty).length, n),
  };
}

/** The figures overall and by class, and the queries that missed. */
export function relevanceReport(outcomes: QueryOutcome[]): RelevanceReport {
  const byClass: RelevanceReport["byClass"] = {};
  for (const queryClass of QUERY_CLASSES) {
    const ofClass = outcomes.filter(({ query }) => query.class === queryClass);
    if (ofClass.length > 0) byClass[queryClass] = figuresOf(ofClass);
  }
  const misses = outcomes.filter(({ rank }) => rank === null || rank > 5);
  return { overall: figuresOf(outcomes), byClass, misses };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

/** The report as a table a person reads in a terminal, the misses listed below it. */
export function formatRelevanceReport({ overall, byClass, misses }: RelevanceReport): string {
  const row = (label: string, f: Figures) =>
    `${label.padEnd(24)}${String(f.queries).padStart(8)}${percent(f.successAt1)}  ` +
    `${percent(f.successAt5)}  ${f.mrr.toFixed(3).padStart(6)}  ${percent(f.zeroResults)}`;
  const lines = [
    `${"class".padEnd(24)} queries  succ@1   succ@5     MRR    zero`,
    ...Object.entries(byClass).map(([label, figures]) => row(label, figures)),
    row("overall", overall),
  ];
  for (const { query, rank, empty } of misses) {
    const found = empty ? "nothing of the kinds expected" : rank ? `rank ${rank}` : "not found";
    lines.push(`  miss (${query.class}) ${JSON.stringify(query.query)}: ${found}`);
  }
  return lines.join("\n");
}
