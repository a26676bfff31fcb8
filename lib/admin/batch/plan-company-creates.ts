import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organization, organizationwebsite } from "@/lib/db/schema";
import { describeBatchProblem, type BatchItem } from "@/lib/domain/batch/batch-types";
import { slugify } from "@/lib/domain/slug";
import { hostOf } from "@/lib/domain/urls";
import type { CompanyInput } from "@/lib/validation/company-json";
import { namesakeNotes } from "./plan-namesakes";
import { planned, refuse, type Plan } from "./planned-item";

/**
 * Plans new companies: one whose shortname or website host an existing company has is a
 * duplicate, and two items of the file making the same company are a conflict. Reads only.
 */
export async function planCompanyCreates(db: Db, items: BatchItem<CompanyInput>[]): Promise<Plan> {
  const valid = items.filter((item) => item.value);
  const slugOf = (input: CompanyInput) => slugify(input.name) || "company";
  const slugs = [...new Set(valid.map((item) => slugOf(item.value!)))];
  const taken = new Set(
    slugs.length === 0
      ? []
      : (
          await db
            .select({ shortname: organization.shortname })
            .from(organization)
            .where(inArray(organization.shortname, slugs))
        ).map((row) => row.shortname),
  );
  const hostOwners = new Map<string, string>();
  const websites = await db
    .select({ url: organizationwebsite.url, shortname: organization.shortname })
    .from(organizationwebsite)
    .innerJoin(organization, eq(organization.id, organizationwebsite.organization_id));
  for (const { url, shortname } of websites) {
    const host = hostOf(url);
    if (host && !hostOwners.has(host)) hostOwners.set(host, shortname);
  }

  const duplicates: string[] = [];
  const conflicts: string[] = [];
  const slugItems = new Map<string, number>();
  const hostItems = new Map<string, number>();
  for (const item of valid) {
    const input = item.value!;
    const slug = slugOf(input);
    if (taken.has(slug)) {
      duplicates.push(
        describeBatchProblem(refuse(item, `duplicates the existing company ${slug}`, "name")),
      );
    } else if (slugItems.has(slug)) {
      const first = `${item.unit.toLowerCase()} ${slugItems.get(slug)}`;
      conflicts.push(
        describeBatchProblem(
          refuse(item, `creates the same company (${slug}) as ${first}`, "name"),
        ),
      );
    }
    slugItems.set(slug, slugItems.get(slug) ?? item.number);
    for (const host of new Set(input.websites.map(hostOf).filter((h): h is string => !!h))) {
      const owner = hostOwners.get(host);
      if (owner) {
        duplicates.push(
          describeBatchProblem(
            refuse(item, `${host} is already the website of ${owner}`, "websites"),
          ),
        );
      } else if (hostItems.has(host) && hostItems.get(host) !== item.number) {
        const first = `${item.unit.toLowerCase()} ${hostItems.get(host)}`;
        conflicts.push(
          describeBatchProblem(refuse(item, `${host} is also the website of ${first}`, "websites")),
        );
      }
      hostItems.set(host, hostItems.get(host) ?? item.number);
    }
  }
  const plannedItems = items.map((item) => planned(item, (input) => ({ kind: "create", input })));
  const create = plannedItems.filter((item) => item.value).length;
  const namesakes = await namesakeNotes(
    db,
    items.filter((item) => item.value),
  );
  return { items: plannedItems, create, update: 0, notFound: [], duplicates, conflicts, namesakes };
}
