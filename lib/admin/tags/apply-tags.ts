import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { organization, organizationTag, tag } from "@/lib/db/schema";
import type { HistoryRecord } from "../history/record-changes";
import { intArray } from "@/lib/db/sql-arrays";
import { linkTagIdIn, tagIdIn } from "./tag-columns";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "../action-result";
import { tagWrite } from "./tag-write";

// The companies whose link to a tag changed, gathered per tag by the database.
type TagChange = { tag_id: number; companies: string[] };

// Refuses ids of companies that do not exist, naming them. (A company deleted meanwhile fails
// the insert's foreign key instead: locking thousands of rows here would cost more than the write.)
async function refuseUnknownCompanies(tx: Db, ids: number[]) {
  const rows = await tx
    .select({ id: organization.id })
    .from(organization)
    .where(sql`${organization.id} = any(${intArray(ids)})`);
  if (rows.length === ids.length) return;
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  refuse(
    `no organization with id ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? "…" : ""} exists`,
  );
}

async function lockedTagNames(tx: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: tag.id, name: tag.name })
    .from(tag)
    .where(tagIdIn(ids))
    .orderBy(asc(tag.id))
    .for("key share");
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

// Inserts ('apply') or deletes ('remove') the links of every tag to every organization, and
// answers the companies whose link changed, gathered per tag by the database.
async function changedLinks(
  tx: Db,
  mode: "apply" | "remove",
  tagIds: number[],
  organizationIds: number[],
): Promise<TagChange[]> {
  const link = {
    organization_id: organizationTag.organization_id,
    tag_id: organizationTag.tag_id,
  };
  const changed = tx.$with("changed").as(
    mode === "apply"
      ? tx
          .insert(organizationTag)
          .select(
            sql`select o.id, t.id from unnest(${intArray(organizationIds)}) o(id)
              cross join unnest(${intArray(tagIds)}) t(id)`,
          )
          .onConflictDoNothing()
          .returning(link)
      : tx
          .delete(organizationTag)
          .where(
            and(
              sql`${organizationTag.organization_id} = any(${intArray(organizationIds)})`,
              linkTagIdIn(tagIds),
            ),
          )
          .returning(link),
  );
  return tx
    .with(changed)
    .select({
      tag_id: changed.tag_id,
      companies: sql<
        string[]
      >`array_agg(${organization.shortname} order by ${organization.shortname})`,
    })
    .from(changed)
    .innerJoin(organization, eq(organization.id, changed.organization_id))
    .groupBy(changed.tag_id);
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
): Promise<ActionResult> {
  return tagWrite(
    admin,
    mode === "apply" ? "Error applying tags" : "Error removing tags",
    async (tx) => {
      const names = await lockedTagNames(tx, tagIds);
      await refuseUnknownCompanies(tx, organizationIds);
      const changes = await changedLinks(tx, mode, tagIds, organizationIds);
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
