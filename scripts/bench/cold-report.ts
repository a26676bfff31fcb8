import type { ColdRow } from "./cold";
import type { Check } from "./report";
import { printAligned } from "./print-table";

// p95 limits of a first (uncached) search, by number of concurrent clients.
const SEARCH_P95_MS: Record<number, number> = { 1: 100, 4: 250 };

const fixed = (value: number) => value.toFixed(1);

/** Prints one line per database, client count and group: p50, p95, max, page size and failures. */
export function printColdTable(rows: ColdRow[]) {
  const header = [
    "database",
    "clients",
    "group",
    "p50 ms",
    "p95 ms",
    "max ms",
    "HTML KB",
    "failures",
  ];
  const lines = rows.map(({ database, clients, group, result }) => [
    database,
    String(clients),
    group.label,
    fixed(result.p50),
    fixed(result.p95),
    fixed(result.max),
    fixed(result.bytes / 1024),
    String(result.failures.length),
  ]);
  printAligned(header, lines, new Set([0, 2]));
}

/** The search targets, plus a failing check for any group that saw a non-200 response. */
export function coldChecks(rows: ColdRow[]): Check[] {
  const checks: Check[] = [];
  for (const { database, clients, group, result } of rows) {
    const where = `cold ${group.label} on ${database}, ${clients} client(s)`;
    const limit = SEARCH_P95_MS[clients];
    if (group.search && limit) {
      checks.push({
        name: `${where}: p95 <= ${limit} ms`,
        pass: result.p95 <= limit && result.failures.length === 0,
        detail: `p95 ${fixed(result.p95)} ms`,
      });
    }
    if (result.failures.length > 0) {
      checks.push({
        name: `${where}: every response 200`,
        pass: false,
        detail: result.failures.slice(0, 3).join("; "),
      });
    }
  }
  return checks;
}
