import type { ReactNode } from "react";
import type { ChangeEntry } from "@/lib/admin/history/list-changes";
import { ChangeSummary } from "./change-summary";
import { FieldChanges } from "./field-changes";

type Props = { entry: ChangeEntry; showThing?: boolean; actions?: ReactNode };

/** A change in full: its summary line, the fields it moved, and any actions on it. */
export function ChangeItem({ entry, showThing, actions }: Props) {
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ChangeSummary entry={entry} showThing={showThing} />
        {actions}
      </div>
      <FieldChanges before={entry.before} after={entry.after} />
    </div>
  );
}
