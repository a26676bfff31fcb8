import { HistoryPanel } from "@/components/admin/history/history-panel";
import { restoreChangeAction } from "@/app/admin/history/actions";
import { RestoreButton } from "@/components/admin/history/restore-button";
import { listEntityChanges } from "@/lib/admin/history/list-changes";
import { canRestore } from "@/lib/admin/history/restore-change";
import type { AdminUser } from "@/lib/auth/admin-user";

/** The company's recorded changes, each with a Restore to the state before it. */
export async function CompanyHistory({
  admin,
  companyId,
}: {
  admin: AdminUser;
  companyId: number;
}) {
  const entries = await listEntityChanges(admin, "company", companyId);
  return (
    <div className="mt-10">
      <HistoryPanel
        entries={entries}
        renderActions={(entry) =>
          canRestore(entry) ? (
            <RestoreButton
              restore={restoreChangeAction}
              historyId={entry.id}
              label={entry.label}
              when={entry.createdAt}
              openRestored
            />
          ) : null
        }
      />
    </div>
  );
}
