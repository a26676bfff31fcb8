import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ScrollTable } from "@/components/ui/scroll-table";
import type { RepositoryListRow } from "@/lib/admin/repositories/list-repositories";
import { formatDateTime } from "@/lib/domain/dates";
import { REPOSITORY_STATUS_LABELS } from "./repository-status";
import { SyncNotices } from "./sync-notices";
import { SyncNowButton, type SyncNowAction } from "./sync-now-button";

type Props = {
  rows: RepositoryListRow[];
  /** The moment the page was read, to tell a sync under way and a row due now. */
  now: string;
  syncAction: SyncNowAction;
};

const COLUMNS = [
  "Repository",
  "Project",
  "Company",
  "Status",
  "Last checked",
  "Next due",
  "Last error",
  "",
];
const cell = "px-3 py-2 text-left align-top";

// When the sweep takes the row next: a claim under way, due now, or its time.
function nextDue(row: RepositoryListRow, now: string): string {
  if (row.claimedUntil && row.claimedUntil > now) return "Syncing now";
  if (!row.nextDueAt || row.nextDueAt <= now) return "Now";
  return formatDateTime(row.nextDueAt);
}

/** The repositories with their project, companies, last check and its error, and Sync now. */
export function RepositoryTable({ rows, now, syncAction }: Props) {
  return (
    <SyncNotices>
      <ScrollTable className="rounded-lg border border-slate-200 bg-white">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((column, index) => (
              <th key={index} scope="col" className={`${cell} font-semibold`}>
                {column || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const label = `${row.owner}/${row.name}`;
            const status = REPOSITORY_STATUS_LABELS[row.status];
            return (
              <tr key={row.id} className="border-t border-slate-100">
                <th scope="row" className={`${cell} font-normal`}>
                  <a
                    href={row.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand underline"
                  >
                    {row.url.replace(/^https:\/\//, "")}
                  </a>
                </th>
                <td className={cell}>{row.project.name}</td>
                <td className={cell}>
                  {row.companies.length === 0 && <span className="text-slate-500">None</span>}
                  {row.companies.map((company) => (
                    <Link
                      key={company.shortname}
                      href={`/admin/organizations/${encodeURIComponent(company.shortname)}/edit`}
                      className="block font-medium text-brand underline"
                    >
                      {company.name}
                    </Link>
                  ))}
                </td>
                <td className={cell}>
                  <Badge color={status.color}>{status.label}</Badge>
                </td>
                <td className={cell}>{row.checkedAt ? formatDateTime(row.checkedAt) : "Never"}</td>
                <td className={cell}>{nextDue(row, now)}</td>
                <td className={`${cell} max-w-xs break-words text-red-800`}>{row.lastError}</td>
                <td className={cell}>
                  <SyncNowButton id={row.id} label={label} action={syncAction} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </SyncNotices>
  );
}
