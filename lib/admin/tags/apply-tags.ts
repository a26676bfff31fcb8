import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import type { HistoryRecord } from "../history/record-changes";
import { intArray } from "@/lib/db/sql-arrays";
import { refuse, tagWrite, type TagResult } from "./tag-write";

// The companies whose link to a tag changed, gathered per tag by the database.
type TagChange = { tag_id: number; companies: string[] };

// Refuses ids of companies that do not exist, naming them. (A company deleted meanwhile fails
// the insert's foreign key instead: locking thousands of rows here would cost more than the write.)
async function refuseUnknownCompanies(tx: Db, ids: number[]) {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`select id from organization where id = any(${intArray(ids)})`,
  );
  if (rows.length === ids.length) return;
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  refuse(
    `no organization with id ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? "…" : ""} exists`,
  );
}

async function lockedTagNames(tx: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await selectRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from tag where id = any(${intArray(ids)}) order by id for key share`,
  );
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((row) => row.id));
    refuse(`no tag with id ${ids.filter((id) => !found.has(id)).join(", ")} exists`);
  }
  return new Map(rows.map((row) => [row.id, row.name]));
}

// One history entry per tag, naming the companies whose link to it changed.
function historyOf(
  changes: TagChange[],
  names: Map<number, string>,
  added: boolean,
): HistoryRecord[] {
  return changes.map(({ tag_id, companies }) => ({
    entityType: "tag" as const,
    entityId: tag_id,
    label: names.get(tag_id) ?? String(tag_id),
    action: "update" as const,
    before: added ? null : { removed_from: companies },
    after: added ? { applied_to: companies } : null,
  }));
}

/**
 * Applies every tag to every organization ('apply') or removes them ('remove'), in one
 * set-based statement: links that already exist (or are already gone) are left as they are.
 */
export async function applyTags(
  admin: AdminUser,
  mode: "apply" | "remove",
  tagIds: number[],
  organizationIds: number[],
): Promise<TagResult> {
  return tagWrite(
    admin,
    mode === "apply" ? "Error applying tags" : "Error removing tags",
    async (tx) => {
      const names = await lockedTagNames(tx, tagIds);
      await refuseUnknownCompanies(tx, organizationIds);
      const pairs = sql`select o.id as organization_id, t.id as tag_id
      from unnest(${intArray(organizationIds)}) o(id) cross join unnest(${intArray(tagIds)}) t(id)`;
      const changed =
        mode === "apply"
          ? sql`insert into organization_tag (organization_id, tag_id) ${pairs}
            on conflict do nothing returning organization_id, tag_id`
          : sql`delete from organization_tag ot
            where ot.organization_id = any(${intArray(organizationIds)}) and ot.tag_id = any(${intArray(tagIds)})
            returning ot.organization_id, ot.tag_id`;
      const changes = await selectRows<TagChange>(
        tx,
        sql`with changed as (${changed})
          select c.tag_id, array_agg(o.shortname order by o.shortname) as companies
          from changed c join organization o on o.id = c.organization_id group by c.tag_id`,
      );
      const companies = [...new Set(changes.flatMap((change) => change.companies))];
      const verb = mode === "apply" ? "applied" : "removed";
      const preposition = mode === "apply" ? "to" : "from";
      return {
        result: {
          ok: true,
          message: `Successfully ${verb} ${tagIds.length} tags ${preposition} ${organizationIds.length} organizations`,
        },
        change: companies.length > 0 ? { companies } : undefined,
        history: historyOf(changes, names, mode === "apply"),
      };
    },
  );
}
