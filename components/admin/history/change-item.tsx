import type { ReactNode } from "react";
import type { ChangeEntry } from "@/lib/admin/history/list-changes";
import { readBulkEntry, readBulkHeadlinesEntry } from "@/lib/domain/bulk-change";
import { BulkCompanies, BulkHeadlines } from "./bulk-companies";
import { ChangeSummary } from "./change-summary";
import { FieldChanges } from "./field-changes";

type Props = { entry: ChangeEntry; showThing?: boolean; actions?: ReactNode };

/**
 * A change in full: its summary line, the fields it moved (for a bulk change, the companies it
 * reached), and any actions on it.
 */
export function ChangeItem({ entry, showThing, actions }: Props) {
  const bulk = entry.action === "bulk" ? readBulkEntry(entry.after) : null;
  const headlines = entry.action === "bulk" ? readBulkHeadlinesEntry(entry.after) : null;
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ChangeSummary entry={entry} showThing={showThing} />
        {actions}
      </div>
      {bulk ? (
        <BulkCompanies entry={bulk} />
      ) : headlines ? (
        <BulkHeadlines entry={headlines} />
      ) : (
        <FieldChanges before={entry.before} after={entry.after} />
      )}
    </div>
  );
}
