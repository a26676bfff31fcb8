// How a company's tags are grouped where they are shown (its page, a comparison): by
// category in this order, then the tags of no known category under Other.

export const TAG_GROUPS = [
  { category: "industry", title: "Industries" },
  { category: "technology", title: "Technologies" },
  { category: "sector", title: "Sectors" },
  { category: "license", title: "Licenses" },
  { category: "other", title: "Other" },
] as const;

export type TagGroupName = (typeof TAG_GROUPS)[number]["category"];

const KNOWN = new Set<string>(
  TAG_GROUPS.map((group) => group.category).filter((c) => c !== "other"),
);

/** The tags of `group`, in their order. */
export function tagsOfGroup<T extends { category: string | null }>(
  tags: readonly T[],
  group: TagGroupName,
): T[] {
  return tags.filter((tag) =>
    group === "other" ? !tag.category || !KNOWN.has(tag.category) : tag.category === group,
  );
}
