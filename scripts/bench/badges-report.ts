import type { BadgeBench } from "./badges";
import type { ColdMeasurement } from "./cold-measure";
import { COLD_REQUESTS } from "./cold-paths";
import { printAligned } from "./print-table";
import type { Check } from "./report";

// The target: a cached badge answers within 20 ms at the 95th percentile.
const CACHED_P95_MS = 20;

const line = (label: string, result: ColdMeasurement) => [
  label,
  result.p50.toFixed(1),
  result.p95.toFixed(1),
  result.max.toFixed(1),
  String(result.bytes),
  String(result.failures.length),
];

/** Prints the badges' response times and checks the cached ones against the target. */
export function reportBadges({ cold, cached, notListed }: BadgeBench): Check[] {
  console.log(`\nBadges: ${COLD_REQUESTS} distinct /badge/{shortname}.svg, metrics in turn\n`);
  printAligned(
    ["requests", "p50 ms", "p95 ms", "max ms", "bytes", "failures"],
    [
      line("cold (first request, 1 client)", cold),
      ...cached.map(({ clients, result }) => line(`cached (${clients} client(s))`, result)),
      line("not listed (one shared badge)", notListed),
    ],
    new Set([0]),
  );
  const failures = [cold, ...cached.map(({ result }) => result), notListed].flatMap(
    (result) => result.failures,
  );
  return [
    ...cached.map(({ clients, result }) => ({
      name: `cached badge p95 <= ${CACHED_P95_MS} ms (${clients} client(s))`,
      pass: result.p95 <= CACHED_P95_MS,
      detail: `${result.p95.toFixed(1)} ms`,
    })),
    {
      name: "every badge answers 200",
      pass: failures.length === 0,
      detail: failures.slice(0, 3).join(", ") || "none failed",
    },
  ];
}
