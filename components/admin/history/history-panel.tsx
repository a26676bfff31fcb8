import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
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
    <section aria-labelledby="history-panel-heading" className="space-y-3">
      <h2 id="history-panel-heading" className="text-lg font-semibold text-brand">
        {title}
      </h2>
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
    </section>
  );
}
