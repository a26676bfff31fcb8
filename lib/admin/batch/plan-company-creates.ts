import "server-only";
import { asc, eq } from "drizzle-orm";
import { uniqueShortnames } from "@/lib/companies/unique-shortname";
import type { Db } from "@/lib/db/client";
import { organization, organizationwebsite } from "@/lib/db/schema";
import type { BatchWarning } from "@/lib/domain/batch/batch-kinds";
import { describeBatchProblem, type BatchItem } from "@/lib/domain/batch/batch-types";
import {
  describeDuplicate,
  duplicateFinder,
  type KnownCompany,
} from "@/lib/domain/batch/probable-duplicates";
import { slugify } from "@/lib/domain/slug";
import { hostOf } from "@/lib/domain/urls";
import type { CompanyInput } from "@/lib/validation/company-json";
import { namesakeNotes } from "./plan-namesakes";
import { planned, refuse, type Plan } from "./planned-item";
import { refuseUnknownCategories } from "./unknown-categories";

// Every company with its websites in order (the first is its primary website).
async function knownCompanies(db: Db): Promise<KnownCompany[]> {
  const rows = await db
    .select({
      id: organization.id,
      name: organization.name,
      shortname: organization.shortname,
      url: organizationwebsite.url,
    })
    .from(organization)
    .leftJoin(organizationwebsite, eq(organizationwebsite.organization_id, organization.id))
    .orderBy(asc(organization.id), asc(organizationwebsite.id));
  const companies = new Map<number, KnownCompany>();
  for (const { id, name, shortname, url } of rows) {
    const company = companies.get(id) ?? { name, shortname, websites: [] };
    if (url) company.websites.push(url);
    companies.set(id, company);
  }
  return [...companies.values()];
}

/**
 * Plans new companies. Two items of the file making the same company (same shortname, or a
 * website host that is not shared by many companies) are a conflict; an unknown tag category
 * is a problem. A company probably in the directory already (same name but for case and
 * punctuation, else same primary website host) is a warning: imported only when chosen, then
 * under the editor's shortname rule (-2, -3...). Reads only.
 */
export async function planCompanyCreates(db: Db, items: BatchItem<CompanyInput>[]): Promise<Plan> {
  await refuseUnknownCategories(db, items, (input) => ({ tags: input.tags }));
  const finder = duplicateFinder(await knownCompanies(db));
  const slugOf = (input: CompanyInput) => slugify(input.name) || "company";
  const conflicts: string[] = [];
  const slugItems = new Map<string, number>();
  const hostItems = new Map<string, number>();
  for (const item of items.filter((item) => item.value)) {
    const input = item.value!;
    const slug = slugOf(input);
    if (slugItems.has(slug)) {
      const first = `${item.unit.toLowerCase()} ${slugItems.get(slug)}`;
      conflicts.push(
        describeBatchProblem(
          refuse(item, `creates the same company (${slug}) as ${first}`, "name"),
        ),
      );
    }
    slugItems.set(slug, slugItems.get(slug) ?? item.number);
    for (const host of new Set(input.websites.map(hostOf).filter((h): h is string => !!h))) {
      if (finder.shared(host)) continue;
      if (hostItems.has(host) && hostItems.get(host) !== item.number) {
        const first = `${item.unit.toLowerCase()} ${hostItems.get(host)}`;
        conflicts.push(
          describeBatchProblem(refuse(item, `${host} is also the website of ${first}`, "websites")),
        );
      }
      hostItems.set(host, hostItems.get(host) ?? item.number);
    }
  }

  const valid = items.filter((item) => item.value);
  const duplicates = valid.flatMap((item) => {
    const duplicate = finder.find(item.value!.name, item.value!.websites);
    return duplicate ? [{ item, duplicate }] : [];
  });
  // The shortname each would be created with, by the editor's rule (only these: the rule's
  // lookups cost time on files of thousands).
  const shortnames = await uniqueShortnames(
    db,
    duplicates.map(({ item }) => item.value!.name),
  );
  const warnings: BatchWarning[] = duplicates.map(({ item, duplicate }, i) => {
    const message = `${describeDuplicate(duplicate)}; imported anyway, it is ${shortnames[i]}`;
    const line = describeBatchProblem({ unit: item.unit, number: item.number, message });
    return { number: item.number, label: item.label, message, line };
  });
  const plannedItems = items.map((item) => planned(item, (input) => ({ kind: "create", input })));
  const create = plannedItems.filter((item) => item.value).length;
  const namesakes = await namesakeNotes(db, valid);
  return { items: plannedItems, create, update: 0, notFound: [], conflicts, warnings, namesakes };
}
