import "server-only";
import { inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { describeBatchProblem, type BatchItem } from "@/lib/domain/batch/batch-types";
import type { CompanyUpdateItem } from "@/lib/domain/batch/company-json-batch";
import { planned, refuse, type Plan } from "./planned-item";
import { refuseUnknownCategories } from "./unknown-categories";

/**
 * Plans updates: the company of each item must exist (by shortname, or by name as the
 * terminal's update finds it), two items updating the same company are a conflict, and an
 * unknown tag category is a problem.
 */
export async function planCompanyUpdates(
  db: Db,
  items: BatchItem<CompanyUpdateItem>[],
): Promise<Plan> {
  await refuseUnknownCategories(db, items, (update) => ({
    tags: update.tags,
    add_tags: update.add_tags,
  }));
  const targets = [...new Set(items.flatMap((item) => (item.value ? [item.value.shortname] : [])))];
  const found =
    targets.length === 0
      ? []
      : await db
          .select({
            shortname: organization.shortname,
            name: sql<string>`lower(${organization.name})`,
          })
          .from(organization)
          .where(
            or(
              inArray(organization.shortname, targets),
              inArray(
                sql`lower(${organization.name})`,
                targets.map((t) => t.toLowerCase()),
              ),
            ),
          );
  const shortnameOf = (target: string) =>
    found.find((row) => row.shortname === target)?.shortname ??
    found.find((row) => row.name === target.toLowerCase())?.shortname;

  const notFound: string[] = [];
  const conflicts: string[] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    if (!item.value) continue;
    const target = item.value.shortname;
    const shortname = shortnameOf(target);
    if (!shortname) {
      notFound.push(
        describeBatchProblem(refuse(item, `Company not found: ${target}`, "shortname")),
      );
      continue;
    }
    const first = seen.get(shortname);
    if (first !== undefined) {
      conflicts.push(
        describeBatchProblem(
          refuse(item, `updates the same company (${shortname}) as item ${first}`, "shortname"),
        ),
      );
    } else seen.set(shortname, item.number);
  }
  const plannedItems = items.map((item) => planned(item, (update) => ({ kind: "update", update })));
  const update = plannedItems.filter((item) => item.value).length;
  return { items: plannedItems, create: 0, update, notFound, conflicts };
}
