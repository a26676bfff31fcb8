import Link from "next/link";
import { FilterSelect } from "@/components/admin/list/filter-select";
import { buttonClass } from "@/components/ui/button";
import type { QueueOption } from "@/lib/admin/headlines/list-unpublished";
import type { QueueFilter } from "@/lib/admin/headlines/queue-filter";

type Props = { filter: QueueFilter; options: { sources: QueueOption[]; companies: QueueOption[] } };

const withCounts = (options: QueueOption[]) =>
  options.map(({ value, label, count }) => ({ value, label: `${label} (${count})` }));

/** Source and company filters: a GET form, so that the filtered queue is a URL. */
export function QueueFilters({ filter, options }: Props) {
  const path = "/admin/headlines/unpublished";
  return (
    <form
      action={path}
      method="get"
      role="search"
      aria-label="Filter the queue"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <FilterSelect
        id="queue-source"
        name="source"
        label="Source"
        all="All sources"
        value={filter.source?.toString()}
        options={withCounts(options.sources)}
      />
      <FilterSelect
        id="queue-company"
        name="company"
        label="Company"
        all="All companies"
        value={filter.company}
        options={withCounts(options.companies)}
      />
      <button type="submit" className={buttonClass.primary}>
        Filter
      </button>
      {(filter.source || filter.company) && (
        <Link href={path} className="py-2 text-sm font-medium text-brand underline">
          Clear filters
        </Link>
      )}
    </form>
  );
}
