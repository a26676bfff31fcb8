"use client";

import Link from "next/link";
import { useState } from "react";
import { pageCount, pageRange } from "@/lib/domain/pagination";
import type { CardHeadline } from "@/lib/queries/company-list";
import { HeadlineItem } from "./headline-item";
import { linkClass, SectionCard } from "../section-card";

const PAGE_SIZE = 5;

const buttonClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50";

type Props = { shortname: string; headlines: CardHeadline[] };

/** The company's recent headlines (newest first), paged 5 at a time in the browser; none: nothing. */
export function RecentHeadlines({ shortname, headlines }: Props) {
  const [page, setPage] = useState(1);
  const pages = pageCount(headlines.length, PAGE_SIZE);
  const { from, to, total } = pageRange(page, PAGE_SIZE, headlines.length);
  const visible = headlines.slice(from - 1, to);

  if (headlines.length === 0) return null;
  const viewAll = (
    <Link href={`/organizations/${shortname}/headlines`} className={`text-sm ${linkClass}`}>
      View All
    </Link>
  );

  return (
    <SectionCard id="recent-headlines-heading" title="Recent Headlines" action={viewAll}>
      <ul className="divide-y divide-slate-100">
        {visible.map((headline) => (
          <HeadlineItem key={headline.id} headline={headline} />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm text-slate-600">
        <p aria-live="polite">{`Showing ${from}-${to} of ${total}`}</p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={buttonClass}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>{`Page ${page} of ${pages}`}</span>
          <button
            type="button"
            className={buttonClass}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </div>
      </div>
    </SectionCard>
  );
}
