import type { ListedFilter } from "@/lib/admin/tags/list-organizations";

const quoted = (names: string[], joiner: string) =>
  names.map((name) => `"${name}"`).join(` ${joiner} `);

/** How a pasted /organizations URL was read: its search and tag filter. */
export function ListedFilterNote({ listed, total }: { listed: ListedFilter; total: number }) {
  const parts = [
    listed.search && `found by "${listed.search}"`,
    listed.tags.length > 0 && `tagged ${quoted(listed.tags, listed.allTags ? "and" : "or")}`,
  ].filter(Boolean);
  return (
    <p className="text-sm text-slate-600">
      {total} organizations listed on /organizations{parts.length > 0 && ` (${parts.join(", ")})`}
    </p>
  );
}
