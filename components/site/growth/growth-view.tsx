import Link from "next/link";
import { formatCount } from "@/lib/domain/chart-scale";
import { formatGrowth, GROWTH_EXPLANATION, GROWTH_WINDOW_DAYS } from "@/lib/domain/growth-index";
import type { GrowthIndex } from "@/lib/queries/growth-index";
import { OutboundLink } from "../outbound-link";

const cell = "px-3 py-2";
const numeric = `${cell} text-right tabular-nums`;

/** The growth index page: how it is computed, then the companies, fastest growing first. */
export function GrowthView({ index }: { index: GrowthIndex }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-brand">Open-source growth index</h1>
        <p className="text-slate-600">
          Companies ranked by how fast their open source grew over the last {GROWTH_WINDOW_DAYS}{" "}
          days{index.asOf ? `, with GitHub data as of ${index.asOf}` : ""}.
        </p>
      </header>
      <section aria-labelledby="growth-rule" className="rounded-lg border bg-white p-4">
        <h2 id="growth-rule" className="font-semibold text-slate-900">
          How the index is computed
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {GROWTH_EXPLANATION.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {index.rows.length === 0 ? (
        <p className="text-slate-600">
          No company has a repository with {GROWTH_WINDOW_DAYS} days of star history yet.
        </p>
      ) : (
        <GrowthTable index={index} />
      )}
    </div>
  );
}

function GrowthTable({ index }: { index: GrowthIndex }) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Companies by open-source growth over {GROWTH_WINDOW_DAYS} days
        </caption>
        <thead className="border-b bg-slate-50 text-left">
          <tr>
            <th scope="col" className={numeric}>
              Rank
            </th>
            <th scope="col" className={cell}>
              Company
            </th>
            <th scope="col" className={cell}>
              Repository
            </th>
            <th scope="col" className={numeric}>
              Stars {GROWTH_WINDOW_DAYS} days ago
            </th>
            <th scope="col" className={numeric}>
              Stars now
            </th>
            <th scope="col" className={numeric}>
              Gained
            </th>
            <th scope="col" className={numeric}>
              Growth
            </th>
          </tr>
        </thead>
        <tbody>
          {index.rows.map((row, position) => (
            <tr key={row.shortname} className="border-b last:border-0">
              <td className={numeric}>{position + 1}</td>
              <th scope="row" className={`${cell} text-left font-medium`}>
                <Link
                  href={`/organizations/${encodeURIComponent(row.shortname)}`}
                  className="text-blue-700 underline"
                >
                  {row.name}
                </Link>
              </th>
              <td className={cell}>
                <OutboundLink url={row.repository_url} className="text-blue-700 underline">
                  {row.repository}
                </OutboundLink>
              </td>
              <td className={numeric}>{formatCount(row.start_stars)}</td>
              <td className={numeric}>{formatCount(row.stars)}</td>
              <td className={numeric}>+{formatCount(row.stars - row.start_stars)}</td>
              <td className={`${numeric} font-semibold`}>{formatGrowth(row.ratio)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
