import { MIN_FOUNDED_YEAR } from "@/lib/domain/founded-years";
import {
  changeListState,
  companyListCodec,
  listStateToParams,
  type ListState,
} from "@/lib/domain/list-state";

type Props = { state: ListState; latest: number };

const inputClass = "w-full rounded-md border border-slate-300 px-2 py-1";

/**
 * The years of the "Year founded" facet, typed: a plain GET form of the list (so it works
 * without JavaScript) that keeps the list's other filters; an empty box leaves its end open.
 */
export function FoundedYearsForm({ state, latest }: Props) {
  const kept = listStateToParams(changeListState(state, { foundedFrom: null, foundedTo: null }));
  const year = (name: "foundedFrom" | "foundedTo", label: string) => (
    <label className="flex-1">
      <span className="block text-slate-600">{label}</span>
      <input
        type="number"
        name={name}
        min={MIN_FOUNDED_YEAR}
        max={latest}
        step={1}
        defaultValue={state[name] ?? ""}
        className={inputClass}
      />
    </label>
  );
  return (
    <form
      method="get"
      action={companyListCodec.path}
      aria-label="Years founded"
      className="mt-2 space-y-2"
    >
      <div className="flex gap-2">
        {year("foundedFrom", "From")}
        {year("foundedTo", "To")}
      </div>
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="rounded-md border border-brand/40 px-3 py-1 text-brand hover:bg-slate-100"
      >
        Apply years
      </button>
    </form>
  );
}
