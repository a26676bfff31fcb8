// Pages beyond this are past the end of any list; the list shows its last page.
const MAX_PAGE = 1_000_000;

/** A page number from a URL: digits only, at least 1; anything else is page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/** The number of pages for a count and page size (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A requested page brought within 1..pages (a page past the end shows the last one). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pages));
}

/**
 * The page of `total` rows to show for a requested one (a page past the end shows the last),
 * how many pages there are, and the offset of the page's first row.
 */
export function pageWindow(total: number, pageSize: number, requested: number) {
  const pages = pageCount(total, pageSize);
  const page = clampPage(requested, pages);
  return { page, pages, offset: (page - 1) * pageSize };
}

/**
 * The numbered buttons of the pager: first, last, the current page and its neighbours,
 * or the first / last five pages near the ends, with ellipses for the gaps.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, "ellipsis-end", pages];
  if (current >= pages - 3) {
    return [1, "ellipsis-start", pages - 4, pages - 3, pages - 2, pages - 1, pages];
  }
  return [1, "ellipsis-start", current - 1, current, current + 1, "ellipsis-end", pages];
}

/** 'Showing a-b of N items' numbers for a page. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize), total };
}
