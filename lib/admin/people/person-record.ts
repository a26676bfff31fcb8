import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { firstRow } from "@/lib/db/rows";
import {
  keyperson,
  keypersonsocialaccount,
  organization,
  organizationkeyperson,
} from "@/lib/db/schema";

/** A person as the editor shows it: the keyperson row, its accounts and its companies. */
export type PersonRecord = NonNullable<Awaited<ReturnType<typeof readPersonRecord>>>;

/** Reads a person with its accounts (oldest first) and companies (by name); null when unknown. */
export async function readPersonRecord(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: keyperson.id, name: keyperson.name, linkedin_url: keyperson.linkedin_url })
    .from(keyperson)
    .where(eq(keyperson.id, id));
  // A write locks the row first, so that two saves of one person run one after the other.
  const person = await firstRow(query, options.lock);
  if (!person) return null;
  const [social_accounts, companies] = await Promise.all([
    db
      .select({
        id: keypersonsocialaccount.id,
        account_type: keypersonsocialaccount.account_type,
        url: keypersonsocialaccount.url,
      })
      .from(keypersonsocialaccount)
      .where(eq(keypersonsocialaccount.key_person_id, id))
      .orderBy(asc(keypersonsocialaccount.id)),
    db
      .select({
        organization_id: organizationkeyperson.organization_id,
        name: organization.name,
        shortname: organization.shortname,
        published: organization.published,
        role: organizationkeyperson.role,
        is_founder: organizationkeyperson.is_founder,
      })
      .from(organizationkeyperson)
      .innerJoin(organization, eq(organization.id, organizationkeyperson.organization_id))
      .where(eq(organizationkeyperson.key_person_id, id))
      .orderBy(sql`lower(${organization.name})`, asc(organization.id)),
  ]);
  return { ...person, social_accounts, companies };
}

/** The change history's picture of a person: what a curator edits, without row ids. */
export function personSnapshot(person: PersonRecord) {
  return {
    name: person.name,
    linkedin_url: person.linkedin_url,
    social_accounts: person.social_accounts.map(({ account_type, url }) => ({ account_type, url })),
    companies: person.companies.map(({ organization_id, name, shortname, role, is_founder }) => ({
      organization_id,
      name,
      shortname,
      role,
      is_founder,
    })),
  };
}
