import { HistoryPanel } from "@/components/admin/history/history-panel";
import { restoreControl } from "@/app/admin/history/restore-control";
import { listEntityChanges } from "@/lib/admin/history/list-changes";
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
      <HistoryPanel entries={entries} renderActions={(entry) => restoreControl(entry, true)} />
    </div>
  );
}
