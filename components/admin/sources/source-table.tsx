import Link from "next/link";
import { SyncNotices } from "@/components/admin/repositories/sync-notices";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { ScrollTable } from "@/components/ui/scroll-table";
import type { SourceListRow } from "@/lib/admin/sources/list-sources";
import { formatDateTime } from "@/lib/domain/dates";
import { ActiveSwitch } from "./active-switch";
import { DeleteSourceButton } from "./delete-source-button";
import { FetchNowButton } from "./fetch-now-button";
import { intervalText } from "./interval-text";
import type { SourceRowActions } from "./source-actions";
import { SourceKind } from "./source-kind";

type Props = { rows: SourceListRow[]; actions: SourceRowActions };

const COLUMNS = [
  "Source",
  "Kind",
  "Active",
  "Interval",
  "Last fetched",
  "Items found",
  "Items added",
  "Last error",
  "",
];
const cell = "px-3 py-2 text-left align-top";

/**
 * The news sources with their feed, kind, switch, interval, last fetch, counts and last error
 * (a source failing again and again flagged), and per row Fetch now, Edit and Delete.
 */
export function SourceTable({ rows, actions }: Props) {
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
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-100">
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-medium text-slate-900">{row.name}</span>
                <a
                  href={row.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block max-w-xs text-xs break-all text-brand underline"
                >
                  {row.url}
                </a>
              </th>
              <td className={cell}>
                <SourceKind row={row} />
              </td>
              <td className={cell}>
                <ActiveSwitch
                  id={row.id}
                  name={row.name}
                  active={row.active}
                  action={actions.switchActive}
                />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{intervalText(row.intervalMinutes)}</td>
              <td className={cell}>{row.checkedAt ? formatDateTime(row.checkedAt) : "Never"}</td>
              <td className={`${cell} text-right`}>{row.itemsFound}</td>
              <td className={`${cell} text-right`}>{row.itemsAdded}</td>
              <td className={`${cell} max-w-xs break-words`}>
                <LastError row={row} />
              </td>
              <td className={cell}>
                <div className="flex flex-wrap items-start gap-2">
                  <FetchNowButton id={row.id} name={row.name} action={actions.fetchNow} />
                  <Link
                    href={`/admin/sources/${row.id}/edit`}
                    aria-label={`Edit ${row.name}`}
                    className={buttonClass.small}
                  >
                    Edit
                  </Link>
                  <DeleteSourceButton
                    id={row.id}
                    version={row.version}
                    name={row.name}
                    action={actions.remove}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </SyncNotices>
  );
}

// The last fetch's error, flagged when the source has failed again and again; else its notes.
function LastError({ row }: { row: SourceListRow }) {
  return (
    <>
      {row.failing && (
        <Badge color="danger" className="mb-1">
          Failing: {row.failures} times in a row
        </Badge>
      )}
      {row.lastError && <p className="text-red-800">{row.lastError}</p>}
      {!row.lastError &&
        row.notes.map((note) => (
          <p key={note} className="text-xs text-slate-600">
            {note}
          </p>
        ))}
    </>
  );
}
