import Link from "next/link";
import type { ListState } from "@/lib/domain/list-state";
import type { FilterTag } from "@/lib/queries/tags";
import { filterRemovals } from "./filter-removals";

type Props = { state: ListState; tags: FilterTag[] };

/** The filters the list applies, as chips that remove them. */
export function ChosenFilters({ state, tags }: Props) {
  const tagName = (id: number) => tags.find((tag) => tag.id === id)?.name ?? `Tag ${id}`;
  const removals = filterRemovals(state, tagName);
  if (removals.length === 0) return null;
  return (
    <ul aria-label="Chosen filters" className="flex flex-wrap gap-2 text-sm">
      {removals.map(({ label, href }) => (
        <li key={href}>
          <Link
            href={href}
            aria-label={`Remove ${label}`}
            className="inline-flex items-center gap-1 rounded-full border border-brand/40 bg-white px-3 py-1 text-brand hover:bg-slate-100"
          >
            {label} <span aria-hidden="true">✕</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
