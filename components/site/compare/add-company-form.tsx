import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { ADD_PARAM, COMPARE_PARAM, COMPARE_PATH, compareValue } from "@/lib/domain/compare-list";

type Props = { shortnames: readonly string[] };

/**
 * The add box: a plain GET form (it works without JavaScript) sending the comparison and the
 * text typed; the page finds the company with the site's search and redirects to the new URL.
 */
export function AddCompanyForm({ shortnames }: Props) {
  const value = compareValue(shortnames);
  return (
    <form action={COMPARE_PATH} method="get" className="flex max-w-xl flex-wrap items-end gap-2">
      {value && <input type="hidden" name={COMPARE_PARAM} value={value} />}
      <div className="min-w-0 flex-1">
        <label htmlFor="compare-add" className="block text-sm font-medium text-slate-700">
          Add a company
        </label>
        <input
          id="compare-add"
          name={ADD_PARAM}
          type="search"
          required
          autoComplete="off"
          placeholder="Name or shortname"
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <button type="submit" className={buttonClass.primary}>
        Add
      </button>
    </form>
  );
}
