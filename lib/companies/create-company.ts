import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { insertMany } from "@/lib/db/sql-arrays";
import type { CompanyInput } from "@/lib/validation/company-json";
import { addLists } from "./add-lists";
import { sameJson } from "./same-json";
import { syncPeople } from "./sync-people";
import { syncProjects } from "./sync-projects";
import { syncSocials } from "./sync-socials";
import { syncTags } from "./sync-tags";
import { syncValuation } from "./sync-valuation";
import { syncWebsites } from "./sync-websites";
import { uniqueShortnames } from "./unique-shortname";

export type CreatedCompany = { id: number; shortname: string };

/** The id and shortname a company is created with instead of new ones (a deleted one restored). */
export type KeptIdentity = CreatedCompany;

// The organization row's own fields, as stored.
const rowFields = (input: CompanyInput) => ({
  name: input.name,
  organization_type: input.organization_type,
  description: input.description ?? null,
  short_description: input.short_description ?? null,
  city: input.city ?? null,
  year_founded: input.year_founded ?? null,
  total_funding: input.total_funding ?? null,
  published: input.published,
  logo_url: input.logo_url ?? null,
  fallback_avatar: input.fallback_avatar,
});

/**
 * Brings every list of the company (websites, people, projects, socials, tags) to `input`, and
 * records its valuation. A list equal to the one the company had (`before`, as loaded) is left alone, and
 * so is each person and project: a save that changes one field writes one row.
 */
async function syncLists(
  tx: Db,
  organizationId: number,
  input: CompanyInput,
  before: CompanyInput,
) {
  const changed = (list: keyof CompanyInput) => !sameJson(before[list], input[list]);
  if (changed("websites")) await syncWebsites(tx, organizationId, input.websites);
  if (changed("key_people")) {
    await syncPeople(tx, organizationId, input.key_people, before.key_people);
  }
  if (changed("projects")) {
    await syncProjects(tx, organizationId, input.projects, before.projects);
  }
  if (changed("socials")) await syncSocials(tx, organizationId, input.socials);
  if (changed("tags")) await syncTags(tx, organizationId, input.tags);
  // Valuations are history: a valuation given adds a row when it differs from the current
  // one; none given (an emptied amount, a restore to before the first) deletes nothing.
  if (changed("valuation") && input.valuation) {
    await syncValuation(tx, organizationId, input.valuation);
  }
}

/**
 * Creates companies with their websites, people, projects, socials, tags and valuation, in
 * one transaction (a savepoint inside the caller's): all of it is stored, or none. Set-based:
 * a few statements for the whole list, so that a batch file of thousands takes seconds. Each
 * gets a new id and a shortname from its name, or the `identities` given, in order.
 */
export async function createCompanies(
  db: Db,
  inputs: CompanyInput[],
  identities?: KeptIdentity[],
): Promise<CreatedCompany[]> {
  if (inputs.length === 0) return [];
  return db.transaction(async (tx) => {
    const shortnames =
      identities?.map((identity) => identity.shortname) ??
      (await uniqueShortnames(
        tx,
        inputs.map((input) => input.name),
      ));
    const created = await insertMany<CreatedCompany>(
      tx,
      organization,
      inputs.map((input, i) => ({
        ...rowFields(input),
        shortname: shortnames[i],
        ...(identities && { id: identities[i].id }),
      })),
      sql`returning id, shortname`,
    );
    await addLists(
      tx,
      created.map(({ id }, i) => ({ organizationId: id, input: inputs[i] })),
    );
    return created;
  });
}

/** Creates one company (see `createCompanies`). */
export async function createCompany(db: Db, input: CompanyInput): Promise<CreatedCompany> {
  const [created] = await createCompanies(db, [input]);
  return created;
}

/**
 * Makes company `id` exactly `input`: its fields (the shortname stays, so links keep working
 * after a rename) and every list, keeping the rows that do not change. `before` is the
 * company as loaded in the same transaction. In one transaction.
 */
export async function replaceCompany(
  db: Db,
  id: number,
  input: CompanyInput,
  before: CompanyInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(organization)
      .set({ ...rowFields(input), date_updated: sql`now()` })
      .where(eq(organization.id, id));
    await syncLists(tx, id, input, before);
  });
}
