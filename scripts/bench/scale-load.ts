import { measure } from "./measure";
import type { Row } from "./report";
import type { Target } from "./targets";

/**
 * Loads each target of the site at `baseUrl` in turn (measure: 3 s warm-up, 10 s measured),
 * printing a progress line per target. One after another: parallel runs would share the two
 * cores and skew every figure. Used by the warm and the scale sections.
 */
export async function loadEach(baseUrl: string, targets: Target[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    process.stdout.write(`Measuring ${target.label} (${target.path})... `);
    const result = await measure(`${baseUrl}${target.path}`);
    console.log(`${result.requestsPerSecond.toFixed(1)} req/s, p95 ${result.p95.toFixed(1)} ms`);
    rows.push({ target, result });
  }
  return rows;
}
