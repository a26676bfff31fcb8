import { foundedLabel } from "@/lib/domain/founded-years";
import { FUNDING_LABELS } from "@/lib/domain/funding-ranges";
import { changeListState, listHref, type ListState } from "@/lib/domain/list-state";
import type { FilterTag } from "@/lib/queries/tags";
import type { FilterRemoval } from "../filter-chips";

/** Each filter the company list's state applies, with the list's URL without it. */
export function companyFilterRemovals(state: ListState, tags: FilterTag[]): FilterRemoval[] {
  const tagName = (id: number) => tags.find((tag) => tag.id === id)?.name ?? `Tag ${id}`;
  const without = (change: Partial<ListState>) => listHref(changeListState(state, change));
  const founded = foundedLabel(state);
  return [
    ...(state.search ? [{ label: `Search "${state.search}"`, href: without({ search: "" }) }] : []),
    ...state.tags.map((id) => ({
      label: tagName(id),
      href: without({ tags: state.tags.filter((tag) => tag !== id) }),
    })),
    ...(state.type !== "all"
      ? [{ label: `Type: ${state.type}`, href: without({ type: "all" }) }]
      : []),
    ...(founded ? [{ label: founded, href: without({ foundedFrom: null, foundedTo: null }) }] : []),
    ...(state.funding
      ? [{ label: `Funding: ${FUNDING_LABELS[state.funding]}`, href: without({ funding: null }) }]
      : []),
    ...(state.hasValuation
      ? [{ label: "Has a valuation", href: without({ hasValuation: false }) }]
      : []),
  ];
}
