import Link from "next/link";
import { formatCount } from "@/lib/domain/chart-scale";
import {
  formatGrowth,
  GROWTH_EXPLANATION,
  GROWTH_INDEX_SIZE,
  GROWTH_WINDOW_DAYS,
} from "@/lib/domain/growth-index";
import type { GrowthIndex } from "@/lib/queries/growth-index";
import { OutboundLink } from "../outbound-link";

// The cells' look is set once on the table (a class per cell would repeat it in every row,
// twice: the HTML and the page's data): padding everywhere, figures right-aligned except in
// the company and repository columns.
const TABLE =
  "w-full text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_td]:text-right [&_td]:tabular-nums [&_td:nth-child(3)]:text-left [&_tbody_tr]:border-b [&_tbody_tr:last-child]:border-0";
const LEFT = "text-left";
const RIGHT = "text-right";

/** The growth index page: how it is computed, then the companies, fastest growing first. */
export function GrowthView({ index }: { index: GrowthIndex }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-brand">Open-source growth index</h1>
        <p className="text-slate-600">
          The {GROWTH_INDEX_SIZE} companies whose open source grew fastest over the last{" "}
          {GROWTH_WINDOW_DAYS} days{index.asOf ? `, with GitHub data as of ${index.asOf}` : ""}.
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
      <table className={TABLE}>
        <caption className="sr-only">
          Companies by open-source growth over {GROWTH_WINDOW_DAYS} days
        </caption>
        <thead className="border-b bg-slate-50">
          <tr>
            <th scope="col" className={RIGHT}>
              Rank
            </th>
            <th scope="col" className={LEFT}>
              Company
            </th>
            <th scope="col" className={LEFT}>
              Repository
            </th>
            <th scope="col" className={RIGHT}>
              Stars {GROWTH_WINDOW_DAYS} days ago
            </th>
            <th scope="col" className={RIGHT}>
              Stars now
            </th>
            <th scope="col" className={RIGHT}>
              Gained
            </th>
            <th scope="col" className={RIGHT}>
              Growth
            </th>
          </tr>
        </thead>
        <tbody>
          {index.rows.map((row, position) => (
            <tr key={row.shortname}>
              <td>{position + 1}</td>
              <th scope="row" className="text-left font-medium">
                <Link href={`/organizations/${encodeURIComponent(row.shortname)}`} className={LINK}>
                  {row.name}
                </Link>
              </th>
              <td>
                <OutboundLink url={row.repository_url} className={LINK}>
                  {row.repository}
                </OutboundLink>
              </td>
              <td>{formatCount(row.start_stars)}</td>
              <td>{formatCount(row.stars)}</td>
              <td>{`+${formatCount(row.stars - row.start_stars)}`}</td>
              <td className="font-semibold">{formatGrowth(row.ratio)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const LINK = "text-blue-700 underline";
