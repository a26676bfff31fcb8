import Link from "next/link";
import { HISTORY_ENTITY_TYPES, type HistoryEntityType } from "@/lib/domain/constants";
import { HISTORY_ENTITY_LABELS } from "@/lib/domain/history-labels";
import { buttonClass } from "@/components/ui/button";
import { FilterSelect } from "@/components/admin/list/filter-select";

type Props = { current: { type?: HistoryEntityType; admin?: string }; admins: string[] };

/** Type and admin filters: a GET form, so that the filtered view is a URL (no JavaScript). */
export function HistoryFilters({ current, admins }: Props) {
  // An admin named in the URL stays selectable even when no change of theirs remains.
  const emails =
    current.admin && !admins.includes(current.admin) ? [...admins, current.admin] : admins;
  return (
    <form
      action="/admin/history"
      method="get"
      role="search"
      aria-label="Filter changes"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <FilterSelect
        id="history-type"
        name="type"
        label="Type"
        all="All types"
        value={current.type}
        options={HISTORY_ENTITY_TYPES.map((type) => ({
          value: type,
          label: HISTORY_ENTITY_LABELS[type],
        }))}
      />
      <FilterSelect
        id="history-admin"
        name="admin"
        label="Admin"
        all="All admins"
        value={current.admin}
        options={emails.map((email) => ({ value: email, label: email }))}
      />
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
