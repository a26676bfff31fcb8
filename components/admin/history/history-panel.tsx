import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import type { ChangeEntry } from "@/lib/admin/history/list-changes";
import { ChangeItem } from "./change-item";

type Props = {
  /** The changes of one thing (listEntityChanges), shown newest first. */
  entries: ChangeEntry[];
  /** Controls per change, such as a Restore button in the company editor. */
  renderActions?: (entry: ChangeEntry) => ReactNode;
  title?: string;
};

/** The change history of one thing, for its edit page: who, when and which fields moved. */
export function HistoryPanel({ entries, renderActions, title = "History" }: Props) {
  const newestFirst = [...entries].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1,
  );
  return (
    <HeadedSection id="history-panel-heading" title={title} tone="brand">
      {newestFirst.length === 0 ? (
        <EmptyState title="No changes recorded yet." />
      ) : (
        <ol className="space-y-3">
          {newestFirst.map((entry) => (
            <li key={entry.id}>
              <ChangeItem entry={entry} showThing={false} actions={renderActions?.(entry)} />
            </li>
          ))}
        </ol>
      )}
    </HeadedSection>
  );
}
