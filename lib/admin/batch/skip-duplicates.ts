import "server-only";
import type { BatchWarning } from "@/lib/domain/batch/batch-kinds";
import type { PlannedItem } from "./planned-item";

/**
 * Leaves out of `items` the probable duplicates whose numbers `importAnyway` lacks (the
 * curator's choice on the check screen; skipping is the default, so that nothing is made
 * twice unless asked). Answers the warning of each item left out, by number.
 */
export function skipDuplicates(
  items: PlannedItem[],
  warnings: BatchWarning[],
  importAnyway: number[] | "all",
): Map<number, string> {
  const skipped = new Map<number, string>();
  if (importAnyway === "all") return skipped;
  const chosen = new Set(importAnyway);
  const byNumber = new Map(items.map((item) => [item.number, item]));
  for (const warning of warnings) {
    const item = byNumber.get(warning.number);
    if (chosen.has(warning.number) || !item?.value) continue;
    item.value = null;
    skipped.set(warning.number, warning.message);
  }
  return skipped;
}
