"use client";

import { buttonClass } from "@/components/admin/form/fields";
import { pageCount, pageRange } from "@/lib/domain/pagination";

type Props = {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** Previous / Next with 'a-b of N', for one paged list of the tag page. */
export function Pager({ label, page, pageSize, total, onPage }: Props) {
  const pages = pageCount(total, pageSize);
  const { from, to } = pageRange(page, pageSize, total);
  return (
    <nav aria-label={`${label} pages`} className="flex items-center gap-2 text-sm text-slate-600">
      <button
        type="button"
        className={buttonClass.small}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        {from}-{to} of {total.toLocaleString("en-US")}
      </span>
      <button
        type="button"
        className={buttonClass.small}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
