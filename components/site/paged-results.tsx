import { Pager } from "@/components/ui/pager";
import { pageRange } from "@/lib/domain/pagination";

type Page = { page: number; pageSize: number; total: number; pages: number };

type Props = {
  result: Page;
  /** What the list counts, as in 'Showing 1-12 of 40 people'. */
  noun: string;
  hrefFor: (page: number) => string;
  children: React.ReactNode;
};

/** One page of a searched list: how many are shown, the results, then the pager if needed. */
export function PagedResults({ result, noun, hrefFor, children }: Props) {
  const range = pageRange(result.page, result.pageSize, result.total);
  return (
    <>
      <p className="text-sm text-slate-600" role="status">
        Showing {range.from}-{range.to} of {range.total} {noun}
      </p>
      {children}
      {result.pages > 1 && (
        <Pager label="Pagination" page={result.page} pages={result.pages} hrefFor={hrefFor} />
      )}
    </>
  );
}
