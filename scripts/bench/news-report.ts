import type { NewsBench, PollRun } from "./news";
import { printAligned } from "./print-table";
import type { Check } from "./report";

// What the issue asks to measure has no target; the checks are the rules a poll keeps: the
// second poll of unchanged feeds adds nothing, and a known item is never added.

const fixed = (value: number, digits = 1) => value.toFixed(digits);

const pollLine = (label: string, run: PollRun) => [
  label,
  fixed(run.seconds),
  String(run.added),
  String(run.rowsWritten),
  fixed(run.peakMb, 0),
];

/** Prints the polls and the dedupe check's cost, and checks that nothing came twice. */
export function reportNews({ sources, items, first, second, dedupe }: NewsBench): Check[] {
  console.log(`\nNews: ${sources} sources of ${items} items polled by npm run sync:news\n`);
  printAligned(
    ["poll", "seconds", "items added", "rows written", "peak MB"],
    [pollLine("first", first), pollLine("second (nothing new)", second)],
    new Set([0]),
  );
  console.log(
    "\nThe dedupe check and insert per item, 50 items a call, against the data's headlines\n",
  );
  printAligned(
    ["items", "count", "added", "ms per item"],
    dedupe.map((row) => [row.label, String(row.items), String(row.added), fixed(row.msPerItem, 2)]),
    new Set([0]),
  );
  const known = dedupe.filter((row) => row.label !== "new");
  return [
    {
      name: "a second poll adds nothing",
      pass: second.added === 0 && second.rowsWritten === 0,
      detail: `${second.added} added`,
    },
    {
      name: "known links and syndicated copies are not added",
      pass: known.every((row) => row.added === 0),
      detail: known.map((row) => `${row.label}: ${row.added}`).join(", "),
    },
  ];
}
