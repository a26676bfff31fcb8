import Link from "next/link";
import { HISTORY_ENTITY_TYPES, type HistoryEntityType } from "@/lib/domain/constants";
import { HISTORY_ENTITY_LABELS } from "@/lib/domain/history-labels";
import { buttonClass } from "@/components/ui/button";

type Props = { current: { type?: HistoryEntityType; admin?: string }; admins: string[] };

const fieldClass = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

/** Type and admin filters: a GET form, so that the filtered view is a URL (no JavaScript). */
export function HistoryFilters({ current, admins }: Props) {
  // An admin named in the URL stays selectable even when no change of theirs remains.
  const choices =
    current.admin && !admins.includes(current.admin) ? [...admins, current.admin] : admins;
  return (
    <form
      action="/admin/history"
      method="get"
      role="search"
      aria-label="Filter changes"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="history-type" className="text-sm font-medium">
          Type
        </label>
        <select
          id="history-type"
          name="type"
          defaultValue={current.type ?? ""}
          className={fieldClass}
        >
          <option value="">All types</option>
          {HISTORY_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {HISTORY_ENTITY_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="history-admin" className="text-sm font-medium">
          Admin
        </label>
        <select
          id="history-admin"
          name="admin"
          defaultValue={current.admin ?? ""}
          className={fieldClass}
        >
          <option value="">All admins</option>
          {choices.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass.primary}>
        Filter
      </button>
      {(current.type || current.admin) && (
        <Link href="/admin/history" className="py-2 text-sm font-medium text-brand underline">
          Clear filters
        </Link>
      )}
    </form>
  );
}
