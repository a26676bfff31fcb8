"use client";

import { useState } from "react";
import { pageCount, pageRange } from "@/lib/domain/pagination";

const PAGE_SIZE = 5;

const buttonClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50";

/**
 * Server-rendered list items (keyed), shown 5 at a time with Previous and Next. The items
 * come rendered so that the browser need not ship what draws them.
 */
export function HeadlinePager({ items }: { items: React.ReactNode[] }) {
  const [page, setPage] = useState(1);
  const pages = pageCount(items.length, PAGE_SIZE);
  const { from, to, total } = pageRange(page, PAGE_SIZE, items.length);
  return (
    <>
      <ul className="divide-y divide-slate-100">{items.slice(from - 1, to)}</ul>
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
    </>
  );
}
