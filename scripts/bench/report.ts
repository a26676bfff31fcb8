import type { Measurement } from "./measure";
import type { Target } from "./targets";

export type Row = { target: Target; result: Measurement };
export type Check = { name: string; pass: boolean; detail: string };

const CACHED_PAGES = [
  "home",
  "list page 1",
  "list page 50",
  "company",
  "headlines",
  "people",
  "showcase",
  "submit",
];
const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** Prints one line per target: req/s, p50, p95, share of the plain server, non-2xx, errors. */
export function printTable(rows: Row[], baseline: Measurement) {
  const header = ["target", "path", "req/s", "p50 ms", "p95 ms", "vs plain", "non-2xx", "errors"];
  const lines = rows.map(({ target, result }) => [
    target.label,
    target.path,
    fixed(result.requestsPerSecond),
    fixed(result.p50),
    fixed(result.p95),
    `${fixed((result.requestsPerSecond / baseline.requestsPerSecond) * 100)}%`,
    String(result.non2xx),
    String(result.errors),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((l) => l[i].length)));
  // Text columns align left, figures right.
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  lines.forEach((line) => console.log(format(line)));
}

const isClean = (result: Measurement) =>
  result.responses > 0 && result.non2xx === 0 && result.errors === 0;

// A figure measured on error pages says nothing about the page: such a check cannot pass.
function thresholdCheck(name: string, results: Measurement[], met: boolean, detail: string): Check {
  const dirty = results.filter((result) => !isClean(result)).length;
  const note = dirty ? "; measured on non-2xx/error responses" : "";
  return { name, pass: met && !dirty, detail: detail + note };
}

/** The targets' thresholds, plus one failing check per target that saw non-2xx or errors. */
export function checkTargets(rows: Row[], baseline: Measurement): Check[] {
  const byLabel = (label: string) => rows.find((row) => row.target.label === label)?.result;
  const checks: Check[] = [];
  for (const label of CACHED_PAGES) {
    const result = byLabel(label);
    if (!result) continue;
    const share = (result.requestsPerSecond / baseline.requestsPerSecond) * 100;
    checks.push(
      thresholdCheck(
        `${label}: req/s >= 5% of plain server and p95 <= 100 ms`,
        [result],
        share >= 5 && result.p95 <= 100,
        `${fixed(share)}%, p95 ${fixed(result.p95)} ms`,
      ),
    );
  }
  const search = byLabel("search");
  if (search) {
    checks.push(
      thresholdCheck(
        "search: p95 <= 250 ms",
        [search],
        search.p95 <= 250,
        `p95 ${fixed(search.p95)} ms`,
      ),
    );
  }
  const [first, fiftieth] = [byLabel("list page 1"), byLabel("list page 50")];
  if (first && fiftieth) {
    checks.push(
      thresholdCheck(
        "list page 50: p95 <= 1.5 x p95 of page 1",
        [first, fiftieth],
        fiftieth.p95 <= 1.5 * first.p95,
        `${fixed(fiftieth.p95)} ms vs ${fixed(first.p95)} ms`,
      ),
    );
  }
  for (const { target, result } of rows) {
    if (isClean(result)) continue;
    const codes = Object.entries(result.statusCodes)
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, count]) => `${count} x ${code}`);
    checks.push({
      name: `${target.label}: every response 2xx`,
      pass: false,
      detail: `${result.non2xx} non-2xx (${codes.join(", ") || "none"}), ${result.errors} errors`,
    });
  }
  return checks;
}

/** Prints one PASS/FAIL line per check. */
export function printChecks(checks: Check[]) {
  for (const check of checks) {
    console.log(`${check.pass ? "PASS" : "FAIL"}  ${check.name} (${check.detail})`);
  }
}
