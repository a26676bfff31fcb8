import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { insertMany } from "@/lib/db/sql-arrays";
import { organizationTag, organizationwebsite, orgSocialsAndComms } from "@/lib/db/schema";
import type { CompanyInput } from "@/lib/validation/company-json";
import { addPeople } from "./sync-people";
import { addProjects } from "./sync-projects";
import { resolveTags } from "./sync-tags";
import { addValuations } from "./sync-valuation";

export type NewCompany = { organizationId: number; input: CompanyInput };

/**
 * Gives new companies every list of their input (websites in order, people, projects, socials,
 * tags, valuation), in a few statements however many companies there are.
 */
export async function addLists(tx: Db, companies: NewCompany[]) {
  const each = <T>(pick: (company: NewCompany) => T[]) => companies.flatMap(pick);
  const websites = each(({ organizationId, input }) =>
    input.websites.map((url) => ({ organization_id: organizationId, url })),
  );
  await insertMany(tx, organizationwebsite, websites);
  await addPeople(
    tx,
    companies.map(({ organizationId, input }) => ({ organizationId, items: input.key_people })),
  );
  await addProjects(
    tx,
    companies.map(({ organizationId, input }) => ({ organizationId, items: input.projects })),
  );
  const socials = each(({ organizationId, input }) =>
    input.socials.map(({ type, url }) => ({ org_id: organizationId, social_or_comm: type, url })),
  );
  await insertMany(tx, orgSocialsAndComms, socials);
  const tags = each(({ organizationId, input }) =>
    input.tags.map((item, index) => ({ organizationId, item, path: `tags.${index}.category` })),
  );
  const tagIds = await resolveTags(
    tx,
    tags.map((t) => t.item),
    tags.map((t) => t.path),
  );
  await insertMany(
    tx,
    organizationTag,
    tags.map(({ organizationId }, i) => ({ organization_id: organizationId, tag_id: tagIds[i] })),
    sql`on conflict do nothing`,
  );
  await addValuations(
    tx,
    each(({ organizationId, input }) =>
      input.valuation ? [{ organizationId, valuation: input.valuation }] : [],
    ),
  );
}
