import { changeListState, listHref, type ListState } from "@/lib/domain/list-state";

export type FilterRemoval = { label: string; href: string };

/** Each filter the list's state applies, with the list's URL without it. */
export function filterRemovals(state: ListState, tagName: (id: number) => string): FilterRemoval[] {
  const without = (change: Partial<ListState>) => listHref(changeListState(state, change));
  return [
    ...(state.search ? [{ label: `Search "${state.search}"`, href: without({ search: "" }) }] : []),
    ...state.tags.map((id) => ({
      label: tagName(id),
      href: without({ tags: state.tags.filter((tag) => tag !== id) }),
    })),
    ...(state.type !== "all"
      ? [{ label: `Type: ${state.type}`, href: without({ type: "all" }) }]
      : []),
  ];
}
