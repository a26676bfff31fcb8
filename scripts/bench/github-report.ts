import { printColdTable } from "./cold-report";
import type { GitHubBench, SweepRun } from "./github";
import { printAligned } from "./print-table";
import type { Check } from "./report";

// The issue's targets: a company page with sparklines as fast as any company page cold
// (p95 by clients), and the growth page within 100 ms.
const COMPANY_P95_MS: Record<number, number> = { 1: 50, 4: 150 };
const GROWTH_MS = 100;
// GitHub's hourly budget with a token.
const TOKEN_BUDGET = 5000;

const fixed = (value: number, digits = 1) => value.toFixed(digits);

function sweepLine(label: string, run: SweepRun, repositories: number) {
  return [
    label,
    fixed(run.seconds),
    String(run.requests),
    fixed(run.requests / repositories, 2),
    `${fixed((100 * run.notModified) / Math.max(1, run.requests))} %`,
    fixed(run.peakMb, 0),
    fixed(run.requests / TOKEN_BUDGET, 1),
  ];
}

/** Prints the sweeps and the cold pages, and checks the pages' targets. */
export function reportGitHub({ repositories, first, second, cold }: GitHubBench): Check[] {
  console.log(
    `\nGitHub: ${repositories} repositories swept by npm run sync:github against the stand-in\n`,
  );
  printAligned(
    [
      "sweep",
      "seconds",
      "requests",
      "per repository",
      "304s",
      "peak MB",
      "hours of a token's budget",
    ],
    [
      sweepLine("first (figures + star history)", first, repositories),
      sweepLine("second (conditional)", second, repositories),
    ],
    new Set([0]),
  );
  console.log("");
  printColdTable(cold);
  return cold.map(({ clients, group, result }) => {
    const limit = group.label === "growth page" ? GROWTH_MS : COMPANY_P95_MS[clients];
    const measured = group.label === "growth page" ? result.max : result.p95;
    return {
      name: `cold ${group.label}, ${clients} client(s) ≤ ${limit} ms`,
      pass: measured <= limit && result.failures.length === 0,
      detail: `${fixed(measured)} ms${result.failures.length ? `, ${result.failures.length} failures` : ""}`,
    };
  });
}
