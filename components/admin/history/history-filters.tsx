import Link from "next/link";
import { HISTORY_ENTITY_TYPES, type HistoryEntityType } from "@/lib/domain/constants";
import { HISTORY_ENTITY_LABELS } from "@/lib/domain/history-labels";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";

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
        name="type"
        label="Type"
        all="All types"
        value={current.type}
        values={HISTORY_ENTITY_TYPES}
        labels={HISTORY_ENTITY_LABELS}
      />
      <FilterSelect
        name="admin"
        label="Admin"
        all="All admins"
        value={current.admin}
        values={emails}
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

type FilterProps = {
  name: string;
  label: string;
  /** The first choice, which filters nothing. */
  all: string;
  value?: string;
  values: readonly string[];
  /** What each value is called in the list, when not the value itself. */
  labels?: Record<string, string>;
};

/** One filter of the form: a drop-down list of the values, after the one that filters nothing. */
function FilterSelect({ name, label, all, value, values, labels }: FilterProps) {
  return (
    <Field id={`history-${name}`} label={label}>
      {(aria) => (
        <select {...aria} name={name} defaultValue={value ?? ""} className={inputClass}>
          <option value="">{all}</option>
          {values.map((choice) => (
            <option key={choice} value={choice}>
              {labels?.[choice] ?? choice}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
