import "server-only";
import { bulkTitle, type BulkEntry } from "@/lib/domain/bulk-change";
import type { HistoryRecord } from "../../history/record-changes";

export { bulkSentence, type BulkEntry } from "@/lib/domain/bulk-change";

// A bulk change is about many companies, not one: its entry names no single company (id 0),
// and lists them all. It has no Restore (only update, delete and restore entries do, see
// history/restore-write.ts): each company's own history keeps its earlier edits.
const NO_SINGLE_COMPANY = 0;

/** The one history entry of a bulk change, listing the companies it changed. */
export function bulkRecord(entry: BulkEntry): HistoryRecord {
  return {
    entityType: "company",
    entityId: NO_SINGLE_COMPANY,
    label: bulkTitle(entry),
    action: "bulk",
    before: null,
    after: entry,
  };
}
