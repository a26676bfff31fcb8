import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { tagCategory } from "@/lib/db/schema";
import type { BatchItem } from "@/lib/domain/batch/batch-types";
import { refuse } from "./planned-item";

type Tagged = { category: string }[] | undefined;

/**
 * Refuses the items naming a tag category the directory lacks, as the import would (the same
 * message), so that the check reports it instead of the import finding it. Categories are
 * managed on the tags page; tags themselves are created as needed. Reads only.
 */
export async function refuseUnknownCategories<T>(
  db: Db,
  items: BatchItem<T>[],
  lists: (value: T) => Record<string, Tagged>,
): Promise<void> {
  const named = items.some((item) =>
    Object.values(item.value ? lists(item.value) : {}).some((tags) => (tags ?? []).length > 0),
  );
  if (!named) return;
  const known = new Set(
    (await db.select({ name: sql<string>`lower(${tagCategory.name})` }).from(tagCategory)).map(
      (row) => row.name,
    ),
  );
  for (const item of items) {
    if (!item.value) continue;
    const unknown = Object.entries(lists(item.value)).flatMap(([list, tags]) =>
      (tags ?? []).flatMap((tag, index) =>
        known.has(tag.category.toLowerCase())
          ? []
          : [{ field: `${list === "tags" ? "Tag" : "add tags"} ${index + 1}, category`, tag }],
      ),
    );
    for (const { field, tag } of unknown)
      refuse(item, `no tag category named "${tag.category}"`, field);
  }
}
