import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { ChangeEntry } from "@/lib/admin/history/list-changes";
import type { HistoryAction } from "@/lib/domain/constants";
import { formatDateTime } from "@/lib/domain/dates";
import type { BadgeColor } from "@/lib/domain/headline-types";
import {
  HISTORY_ACTION_LABELS,
  HISTORY_ENTITY_LABELS,
  historyEntityHref,
} from "@/lib/domain/history-labels";

const ACTION_COLORS: Record<HistoryAction, BadgeColor | "secondary"> = {
  create: "success",
  update: "primary",
  delete: "danger",
  merge: "secondary",
  import: "warning",
  restore: "default",
  bulk: "warning",
};

/** The changed thing: its kind and label, linked to where it is edited when it has a page. */
export function ChangedThing({ entry }: { entry: ChangeEntry }) {
  // A bulk change is about many companies: its label says what it did to how many.
  if (entry.action === "bulk") return <span className="font-medium">{entry.label}</span>;
  const href = historyEntityHref(entry);
  return (
    <span>
      <span className="text-slate-600">{HISTORY_ENTITY_LABELS[entry.entityType]}: </span>
      {href ? (
        <Link href={href} className="font-medium text-brand underline">
          {entry.label}
        </Link>
      ) : (
        <span className="font-medium">{entry.label}</span>
      )}
    </span>
  );
}

type Props = { entry: ChangeEntry; showThing?: boolean };

/** One line of a change: the action, optionally the thing, who and when. */
export function ChangeSummary({ entry, showThing = true }: Props) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Badge color={ACTION_COLORS[entry.action]}>{HISTORY_ACTION_LABELS[entry.action]}</Badge>
      {showThing && <ChangedThing entry={entry} />}
      <span className="text-slate-600">
        by {entry.adminEmail},{" "}
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </span>
      {entry.batchId !== null && (
        <Link href={`/admin/history?batch=${entry.batchId}`} className="text-brand underline">
          in batch import #{entry.batchId}
        </Link>
      )}
    </p>
  );
}
