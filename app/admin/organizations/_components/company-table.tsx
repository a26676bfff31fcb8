"use client";

import Link from "next/link";
import { useState } from "react";
import { ActionStatus } from "@/components/ui/action-status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ScrollTable } from "@/components/ui/scroll-table";
import type { CompanyTableRow } from "@/lib/admin/companies/table/list-company-table";
import type { TagOption } from "@/lib/admin/companies/table/tag-options";
import { companiesCount } from "@/lib/domain/bulk-change";
import type { CompanySort } from "@/lib/domain/company-table-query";
import type { SortDirection } from "@/lib/domain/list-state-fields";
import { formatShortDate } from "@/lib/domain/dates";
import { formatMillions } from "@/lib/domain/money";
import type { WebsiteProblem } from "@/lib/websites/website-problems";
import { BulkBar, type BulkAction } from "./company-bulk-bar";
import { LogoCell, type LogoAction } from "./company-logo-cell";

/** A column header's link: to the table sorted by it, and whether (and how) it sorts now. */
export type SortLink = { href: string; active: SortDirection | null };

/** A row, with its first website the last check found wrong when the read gives it. */
type Row = CompanyTableRow & { website_problem?: WebsiteProblem | null };

type Props = {
  rows: Row[];
  total: number;
  /** The filters' canonical query, which 'all N matching' sends back to the server. */
  filterQuery: string;
  tags: TagOption[];
  sortLinks: Record<CompanySort, SortLink>;
  /** Each row gets a logo URL field (the 'missing logo' view). */
  logoFields: boolean;
  bulkAction: BulkAction;
  logoAction: LogoAction;
};

const COLUMNS: [CompanySort, string][] = [
  ["name", "Name"],
  ["published", "Published"],
  ["updated", "Updated"],
  ["added", "Added"],
  ["valuation", "Valuation"],
  ["headlines", "Headlines"],
];

const ARROWS = { asc: " ▲", desc: " ▼" };
const cell = "px-3 py-2 text-left align-middle";

// Why the company matches 'Website unreachable': shown on hover, and read out with the name.
function WebsiteProblemMarker({ problem }: { problem: WebsiteProblem }) {
  const why =
    problem.status === "redirected"
      ? `${problem.url} redirects to ${problem.final_url}`
      : `${problem.url} is unreachable (${problem.last_error ?? "no answer"})`;
  return (
    <span title={why} className="ml-2">
      <Badge color="danger">{problem.status === "redirected" ? "Redirects" : "Unreachable"}</Badge>
      <span className="sr-only">: {why}</span>
    </span>
  );
}

/** The curators' table: sortable headers, ticked rows or all matching, and the bulk actions. */
export function CompanyTable(props: Props) {
  const { rows, total, sortLinks, logoFields } = props;
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  // The last change's sentence, kept here: its bar (or row) goes when the change empties it.
  const [done, setDone] = useState("");
  const allTicked = rows.length > 0 && rows.every((row) => ticked.has(row.id));

  function tick(id: number, on: boolean) {
    setAllMatching(false);
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
  }
  function tickPage(on: boolean) {
    setAllMatching(false);
    setTicked(new Set(on ? rows.map((row) => row.id) : []));
  }
  function clear() {
    setAllMatching(false);
    setTicked(new Set());
  }

  const notice = <ActionStatus result={done ? { ok: true, message: done } : null} />;
  if (rows.length === 0) {
    return (
      <>
        {notice}
        <EmptyState title="No companies match these filters" />
      </>
    );
  }
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{companiesCount(total)} match.</p>
      {notice}
      <BulkBar
        target={allMatching ? { filter: props.filterQuery } : { ids: [...ticked] }}
        count={allMatching ? total : ticked.size}
        tags={props.tags}
        names={names}
        action={props.bulkAction}
        onDone={(message) => {
          if (message) clear();
          setDone(message);
        }}
      >
        {allTicked && !allMatching && (
          <Button variant="link" onClick={() => setAllMatching(true)}>
            Select all {total} matching
          </Button>
        )}
        {allMatching && (
          <span className="text-sm">
            All {total} matching companies are selected.{" "}
            <Button variant="link" onClick={clear}>
              Clear selection
            </Button>
          </span>
        )}
      </BulkBar>
      <ScrollTable className="rounded-lg border border-slate-200 bg-white">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className={cell}>
              <input
                type="checkbox"
                aria-label="Select every company on this page"
                checked={allTicked}
                onChange={(event) => tickPage(event.target.checked)}
              />
            </th>
            {COLUMNS.map(([sort, label]) => (
              <th
                key={sort}
                className={cell}
                aria-sort={
                  sortLinks[sort].active === "asc"
                    ? "ascending"
                    : sortLinks[sort].active === "desc"
                      ? "descending"
                      : undefined
                }
              >
                <Link href={sortLinks[sort].href} className="font-semibold hover:underline">
                  {label}
                  {sortLinks[sort].active && ARROWS[sortLinks[sort].active]}
                </Link>
              </th>
            ))}
            {logoFields && <th className={cell}>Logo URL</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-100">
              <td className={cell}>
                <input
                  type="checkbox"
                  aria-label={`Select ${row.name}`}
                  checked={allMatching || ticked.has(row.id)}
                  onChange={(event) => tick(row.id, event.target.checked)}
                />
              </td>
              <td className={cell}>
                <Link
                  href={`/admin/organizations/${encodeURIComponent(row.shortname)}/edit`}
                  className="font-medium text-brand underline"
                >
                  {row.name}
                </Link>
                {row.website_problem && <WebsiteProblemMarker problem={row.website_problem} />}
              </td>
              <td className={cell}>
                {row.published ? (
                  <Badge color="success">Published</Badge>
                ) : (
                  <Badge color="warning">Unpublished</Badge>
                )}
              </td>
              <td className={cell}>{formatShortDate(row.date_updated)}</td>
              <td className={cell}>{formatShortDate(row.date_added)}</td>
              <td className={cell}>
                {row.valuation_millions === null ? "—" : formatMillions(row.valuation_millions)}
              </td>
              <td className={cell}>{row.headlines}</td>
              {logoFields && (
                <td className={cell}>
                  <LogoCell row={row} action={props.logoAction} onSaved={setDone} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
