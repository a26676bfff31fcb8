import "server-only";
import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { tag } from "@/lib/db/schema";
import { byKeepOrder, findDuplicateGroups } from "@/lib/domain/tag-duplicates";
import type { TagSummary } from "./list-tags";
import { selectTags, usageByTag } from "./tag-columns";

/**
 * The auto-detected groups of duplicate tags over all categories (spec §5), the suggested tag
 * to keep first. Names are grouped first; only the grouped tags' usage is counted.
 */
export async function listDuplicateGroups(_admin: AdminUser, db?: Db): Promise<TagSummary[][]> {
  const database = db ?? (await getDb());
  const tags: TagSummary[] = await selectTags(database, {
    usage: sql<number>`0`.mapWith(Number),
    version: tag.version,
  });
  const groups = findDuplicateGroups(tags);
  const grouped = groups.flat();
  if (grouped.length === 0) return [];
  const usage = await usageByTag(
    database,
    grouped.map((t) => t.id),
  );
  for (const t of grouped) t.usage = usage.get(t.id) ?? 0;
  return groups.map((group) => group.sort(byKeepOrder));
}
