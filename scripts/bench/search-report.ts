import type { ColdRow } from "./cold";
import { COLD_REQUESTS } from "./cold-paths";
import { printAligned } from "./print-table";
import type { Check } from "./report";
import type { SearchRun } from "./search";
import type { ExplainedStatement } from "./search-explain";
import type { SearchGroup } from "./search-queries";

const SAVE_ADDED_MS = 10;
const REBUILD_S = 60;
const SUCCESS_AT_5 = 0.9;
const ZERO_RESULTS = 0.05;

/** One figure of a database beside its target. */
type Figure = { database: string; label: string; value: string; target: string; pass: boolean };

const fixed = (value: number) => value.toFixed(1);
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const verdict = (pass: boolean) => (pass ? "PASS" : "FAIL");

const coldFigure = ({ database, clients, group, result }: ColdRow<SearchGroup>): Figure => {
  const limit = group.p95Ms[clients];
  const { p50, p95, max, failures } = result;
  // A figure measured on failed requests says nothing of the search: it cannot pass.
  const failed = failures.length
    ? `; ${failures.length} failed: ${failures.slice(0, 2).join("; ")}`
    : "";
  return {
    database,
    label: `cold ${group.label}, ${clients} client(s): p95`,
    value: `${fixed(p95)} ms (p50 ${fixed(p50)}, max ${fixed(max)})${failed}`,
    target: `<= ${limit} ms`,
    pass: p95 <= limit && !failed,
  };
};

function indexFigures({ database, index }: SearchRun): Figure[] {
  const added = index.saveWithMs - index.saveWithoutMs;
  const { rebuild } = index;
  const steps = rebuild.steps.map(([label, ms]) => `${label} ${fixed(ms / 1000)}`).join(", ");
  return [
    {
      database,
      label: `one company save, added by the search triggers (median of ${index.saves})`,
      value: `${fixed(added)} ms (${fixed(index.saveWithMs)} with, ${fixed(index.saveWithoutMs)} without)`,
      target: `<= ${SAVE_ADDED_MS} ms`,
      pass: added <= SAVE_ADDED_MS,
    },
    {
      database,
      label: "the whole index built from scratch, one transaction",
      value: `${fixed(rebuild.totalMs / 1000)} s (${steps})${rebuild.complete ? "" : ", INCOMPLETE"}`,
      target: `<= ${REBUILD_S} s`,
      pass: rebuild.totalMs <= REBUILD_S * 1000 && rebuild.complete,
    },
  ];
}

function relevanceFigures({ database, relevance: { overall } }: SearchRun): Figure[] {
  const of = `demo data, ${overall.queries} queries`;
  return [
    {
      database,
      label: `relevance success@1 (${of})`,
      value: percent(overall.successAt1),
      target: "",
      pass: true,
    },
    {
      database,
      label: `relevance success@5 (${of})`,
      value: percent(overall.successAt5),
      target: `>= ${percent(SUCCESS_AT_5)}`,
      pass: overall.successAt5 >= SUCCESS_AT_5,
    },
    {
      database,
      label: `relevance MRR (${of})`,
      value: overall.mrr.toFixed(3),
      target: "",
      pass: true,
    },
    {
      database,
      label: `relevance zero results (${of})`,
      value: percent(overall.zeroResults),
      target: `<= ${percent(ZERO_RESULTS)}`,
      pass: overall.zeroResults <= ZERO_RESULTS,
    },
  ];
}

/** Prints the slowest statement behind a slow search URL, and its plan. */
export function printExplained({ path, executionMs, sql, plan }: ExplainedStatement) {
  console.log(`\nSlowest statement of ${path} (${fixed(executionMs)} ms in the database):\n`);
  console.log(`${sql}\n\n${plan}`);
}

/** Prints the figures, each beside its target, and the checks of those that have one. */
export function reportFigures(figures: Figure[]): Check[] {
  printAligned(
    ["database", "figure", "measured", "target", ""],
    figures.map(({ database, label, value, target, pass }) => [
      database,
      label,
      value,
      target,
      target ? verdict(pass) : "",
    ]),
    new Set([0, 1, 2, 3, 4]),
  );
  return figures
    .filter(({ target }) => target)
    .map(({ database, label, value, target, pass }) => ({
      name: `search: ${label} on ${database} ${target}`,
      pass,
      detail: value,
    }));
}

/** The cold figures of the search routes, as the section reports them. */
export const searchColdFigures = (rows: ColdRow<SearchGroup>[]) => rows.map(coldFigure);

/** Prints the section's figures with their targets and the plans of slow URLs; its checks. */
export function reportSearch(runs: SearchRun[], sources: Record<string, number>): Check[] {
  const mix = Object.entries(sources).map(([source, n]) => `${n} ${source}`);
  console.log(
    `\nSearch: ${COLD_REQUESTS} distinct queries per group, each the first of its URL on a ` +
      `freshly started server (queries: ${mix.join(", ")}); then, in-process, a company save ` +
      `and the index rebuild on the same data, and relevance on the demo data\n`,
  );
  const checks = reportFigures(
    runs.flatMap((run) => [
      ...run.cold.map(coldFigure),
      ...indexFigures(run),
      ...relevanceFigures(run),
    ]),
  );
  runs.forEach((run) => run.explained.forEach(printExplained));
  return checks;
}
