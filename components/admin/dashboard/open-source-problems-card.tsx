import Link from "next/link";
import type { SignalCount } from "@/lib/admin/companies/table/count-open-source-signals";

/**
 * The dashboard's card of the open-source signals: how many companies have a website that is
 * unreachable (or sends visitors to another site), an archived repository, or no repository,
 * each a link to the companies table with that filter. The page reads `counts` with
 * countOpenSourceSignals (lib/admin/companies/table/count-open-source-signals.ts).
 */
export function OpenSourceProblemsCard({ counts }: { counts: SignalCount[] }) {
  return (
    <section
      aria-labelledby="open-source-problems-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="open-source-problems-heading" className="text-lg font-semibold text-brand">
        Open-Source Signals
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {counts.map((count) => (
          <li key={count.filterQuery}>
            <Link
              href={`/admin/organizations?${count.filterQuery}`}
              className={`block h-full rounded-md border px-4 py-3 hover:border-brand hover:bg-slate-50 ${
                count.companies > 0 ? "border-amber-300" : "border-slate-200"
              }`}
            >
              <span className="block text-sm text-slate-600">{count.label}</span>{" "}
              <span className="mt-1 block text-2xl font-bold text-brand">{count.companies}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
