import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { describeBatchProblem, type BatchItem } from "@/lib/domain/batch/batch-types";
import { closestNames } from "@/lib/domain/batch/closest-names";
import type { HeadlineRow } from "@/lib/domain/batch/headlines-csv";
import { refuse, type Plan, type PlannedItem } from "./planned-item";

/**
 * Plans headline rows: each company is matched by its exact name (a miss is a failure, with
 * the closest names offered), and rows equal but for the company become one headline linked
 * to each of their companies.
 */
export async function planHeadlines(db: Db, items: BatchItem<HeadlineRow>[]): Promise<Plan> {
  const names = [
    ...new Set(items.flatMap((item) => (item.value ? [item.value.company_name] : []))),
  ];
  const trimmed = sql<string>`btrim(${organization.name})`;
  const rows =
    names.length === 0
      ? []
      : await db
          .select({ id: organization.id, name: trimmed, shortname: organization.shortname })
          .from(organization)
          .where(inArray(trimmed, names));
  const companyOf = new Map(rows.map((row) => [row.name, row]));

  const notFound: string[] = [];
  const conflicts: string[] = [];
  let allNames: string[] | null = null;
  const byHeadline = new Map<string, PlannedItem>();
  const plannedItems: PlannedItem[] = [];
  for (const item of items) {
    const row = item.value;
    if (!row) {
      plannedItems.push({ ...item, value: null });
      continue;
    }
    const company = companyOf.get(row.company_name);
    if (company === undefined) {
      allNames ??= (await db.select({ name: trimmed }).from(organization)).map((r) => r.name);
      const close = closestNames(row.company_name, allNames);
      const hint = close.length > 0 ? ` (did you mean ${close.join(", ")}?)` : "";
      notFound.push(
        describeBatchProblem(
          refuse(item, `Company not found: ${row.company_name}${hint}`, "company_name"),
        ),
      );
      plannedItems.push({ ...item, value: null });
      continue;
    }
    const { id, shortname } = company;
    const { company_name, ...headline } = row;
    const key = JSON.stringify(headline);
    const first = byHeadline.get(key);
    if (first?.value?.kind === "headline") {
      const { headline: same } = first.value;
      if (same.companyIds.includes(id)) {
        conflicts.push(describeBatchProblem(refuse(item, `repeats line ${first.number}`)));
        plannedItems.push({ ...item, value: null });
      } else {
        same.companyIds.push(id);
        same.companies.push(company_name);
        same.shortnames.push(shortname);
      }
      continue;
    }
    const value = {
      kind: "headline" as const,
      headline: {
        headline: row,
        companyIds: [id],
        companies: [company_name],
        shortnames: [shortname],
      },
    };
    const plannedItem = { ...item, value };
    byHeadline.set(key, plannedItem);
    plannedItems.push(plannedItem);
  }
  const create = plannedItems.filter((item) => item.value).length;
  return { items: plannedItems, create, update: 0, notFound, conflicts };
}
