import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import type { HistoryRecord } from "../history/record-changes";
import { intArray } from "./sql-lists";
import { refuse, tagWrite, type TagResult } from "./tag-write";

type Link = { organization_id: number; tag_id: number; shortname: string };

// Refuses ids of companies that do not exist, naming them; answers nothing else.
async function refuseUnknownCompanies(tx: Db, ids: number[]) {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`select id from organization where id = any(${intArray(ids)}) for key share`,
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
function historyOf(links: Link[], names: Map<number, string>, added: boolean): HistoryRecord[] {
  const byTag = new Map<number, string[]>();
  for (const link of links) {
    const list = byTag.get(link.tag_id) ?? [];
    list.push(link.shortname);
    byTag.set(link.tag_id, list);
  }
  return [...byTag].map(([id, companies]) => ({
    entityType: "tag" as const,
    entityId: id,
    label: names.get(id) ?? String(id),
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
      const links = await selectRows<Link>(
        tx,
        sql`with changed as (${changed})
          select c.organization_id, c.tag_id, o.shortname
          from changed c join organization o on o.id = c.organization_id order by o.shortname`,
      );
      const companies = [...new Set(links.map((link) => link.shortname))];
      const verb = mode === "apply" ? "applied" : "removed";
      const preposition = mode === "apply" ? "to" : "from";
      return {
        result: {
          ok: true,
          message: `Successfully ${verb} ${tagIds.length} tags ${preposition} ${organizationIds.length} organizations`,
        },
        change: companies.length > 0 ? { companies } : undefined,
        history: historyOf(links, names, mode === "apply"),
      };
    },
  );
}
