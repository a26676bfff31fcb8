import type { Db } from "@/lib/db/client";
import {
  keypersonsocialaccount,
  organization,
  organizationkeyperson,
  organizationproject,
  organizationTag,
  organizationvaluation,
  organizationwebsite,
  orgSocialsAndComms,
} from "@/lib/db/schema";
import { parseValuationMillions } from "@/lib/domain/money";
import type { CompanyInput } from "@/lib/validation/company-json";
import { findOrCreatePerson, findOrCreateProject, findOrCreateTag } from "./find-or-create";
import { uniqueShortname } from "./unique-shortname";

export type CreatedCompany = { id: number; shortname: string };

/**
 * Creates a company with its websites, people, projects, socials, tags and valuation,
 * in one transaction: all of it is stored, or none.
 */
export async function createCompany(db: Db, input: CompanyInput): Promise<CreatedCompany> {
  return db.transaction(async (tx) => {
    const shortname = await uniqueShortname(tx, input.name);
    const [created] = await tx
      .insert(organization)
      .values({
        name: input.name,
        shortname,
        organization_type: input.organization_type,
        description: input.description,
        short_description: input.short_description,
        city: input.city,
        year_founded: input.year_founded,
        total_funding: input.total_funding,
        published: input.published,
      })
      .returning({ id: organization.id });
    const organizationId = created.id;

    if (input.websites.length > 0) {
      await tx
        .insert(organizationwebsite)
        .values(input.websites.map((url) => ({ organization_id: organizationId, url })));
    }

    for (const person of input.key_people) {
      const personId = await findOrCreatePerson(tx, person);
      await tx
        .insert(organizationkeyperson)
        .values({
          organization_id: organizationId,
          key_person_id: personId,
          role: person.role,
          is_founder: person.is_founder,
        })
        .onConflictDoNothing();
      for (const account of person.social_accounts) {
        await tx
          .insert(keypersonsocialaccount)
          .values({ key_person_id: personId, ...account })
          .onConflictDoNothing();
      }
    }

    for (const item of input.projects) {
      const projectId = await findOrCreateProject(tx, item);
      await tx
        .insert(organizationproject)
        .values({ organization_id: organizationId, project_id: projectId })
        .onConflictDoNothing();
    }

    if (input.socials.length > 0) {
      await tx.insert(orgSocialsAndComms).values(
        input.socials.map((social) => ({
          org_id: organizationId,
          social_or_comm: social.type,
          url: social.url,
        })),
      );
    }

    for (const item of input.tags) {
      const tagId = await findOrCreateTag(tx, item.category, item.name);
      await tx
        .insert(organizationTag)
        .values({ organization_id: organizationId, tag_id: tagId })
        .onConflictDoNothing();
    }

    const valuation = input.valuation;
    const amount = valuation ? parseValuationMillions(valuation.amount) : null;
    if (valuation && amount !== null) {
      await tx.insert(organizationvaluation).values({
        organization_id: organizationId,
        valuation_amount: amount,
        valuation_date: valuation.date ?? new Date().toISOString().slice(0, 10),
        valuation_source_url: valuation.source_url,
      });
    }

    return { id: organizationId, shortname };
  });
}
