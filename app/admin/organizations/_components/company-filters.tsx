import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import {
  COMPANY_GAP_LABELS,
  COMPANY_GAPS,
  COMPANY_PROBLEM_LABELS,
  COMPANY_PROBLEMS,
  type CompanyTableQuery,
} from "@/lib/domain/company-table-query";
import { ORGANIZATION_TYPES } from "@/lib/domain/constants";

const capitalized = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * The table's filters as a plain GET form: the page reads them from the URL (and redirects to
 * its canonical spelling), so a filtered view is a link a curator can keep. The sort stays.
 */
export function CompanyFilters({ query }: { query: CompanyTableQuery }) {
  const published = query.published === undefined ? "" : query.published ? "yes" : "no";
  return (
    <form
      aria-label="Filters"
      className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <label className="text-sm">
        <span className="mb-1 block font-medium">Name</span>
        <input
          type="search"
          name="q"
          defaultValue={query.name ?? ""}
          placeholder="Part of a name"
          className={inputClass}
        />
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">Published</span>
        <select name="published" defaultValue={published} className={inputClass}>
          <option value="">All</option>
          <option value="yes">Published</option>
          <option value="no">Unpublished</option>
        </select>
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">Type</span>
        <select name="type" defaultValue={query.type ?? ""} className={inputClass}>
          <option value="">All</option>
          {ORGANIZATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {capitalized(type)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <legend className="mb-1 font-medium">Needs work</legend>
        {COMPANY_GAPS.map((gap) => (
          <label key={gap} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              name="missing"
              value={gap}
              defaultChecked={query.missing.includes(gap)}
            />
            {COMPANY_GAP_LABELS[gap]}
          </label>
        ))}
        {COMPANY_PROBLEMS.map((problem) => (
          <label key={problem} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              name="problem"
              value={problem}
              defaultChecked={query.problems.includes(problem)}
            />
            {COMPANY_PROBLEM_LABELS[problem]}
          </label>
        ))}
        <label className="flex items-center gap-1.5">
          <input type="checkbox" name="stale" value="1" defaultChecked={query.stale} />
          Not updated for a year
        </label>
      </fieldset>
      <div className="flex gap-3">
        <button type="submit" className={buttonClass.primary}>
          Filter
        </button>
        <Link href="/admin/organizations" className={buttonClass.secondary}>
          Clear
        </Link>
      </div>
    </form>
  );
}
