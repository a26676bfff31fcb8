import { and, eq, notInArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { keyperson, keypersonsocialaccount, organizationkeyperson } from "@/lib/db/schema";
import type { CompanyInput } from "@/lib/validation/company-json";
import { CompanyInputError } from "./company-input-error";
import { findOrCreatePerson } from "./find-or-create";
import { sameJson } from "./same-json";

type PersonInput = CompanyInput["key_people"][number];

/**
 * Makes the company's key people `people`. A person given by id (one the editor loaded) is
 * updated in place and gets exactly the social accounts listed; any other is found by
 * LinkedIn URL or name, else created, and gains the accounts listed. People no longer listed
 * lose their link to the company; the person stays (they may belong to other companies).
 * A person equal to their entry in `before` (the company as loaded) is not written.
 */
export async function syncPeople(
  tx: Db,
  organizationId: number,
  people: PersonInput[],
  before: PersonInput[] = [],
) {
  const ids: number[] = [];
  for (const [index, person] of people.entries()) {
    const unchanged = before.find((old) => old.person_id === person.person_id);
    if (person.person_id !== undefined && unchanged && sameJson(unchanged, person)) {
      ids.push(person.person_id);
      continue;
    }
    const known = person.person_id !== undefined && (await updatePerson(tx, person));
    const id = known ? (person.person_id as number) : await findOrCreatePerson(tx, person);
    if (ids.includes(id)) {
      throw new CompanyInputError(`key_people.${index}.name`, `${person.name} is listed twice`);
    }
    ids.push(id);
    await syncAccounts(tx, id, person.social_accounts, known);
    await tx
      .insert(organizationkeyperson)
      .values({
        organization_id: organizationId,
        key_person_id: id,
        role: person.role ?? null,
        is_founder: person.is_founder,
      })
      .onConflictDoUpdate({
        target: [organizationkeyperson.organization_id, organizationkeyperson.key_person_id],
        set: { role: person.role ?? null, is_founder: person.is_founder },
      });
  }
  const ofCompany = eq(organizationkeyperson.organization_id, organizationId);
  await tx
    .delete(organizationkeyperson)
    .where(
      ids.length > 0
        ? and(ofCompany, notInArray(organizationkeyperson.key_person_id, ids))
        : ofCompany,
    );
}

// Updates a person the editor loaded; false when that person no longer exists.
async function updatePerson(tx: Db, person: PersonInput): Promise<boolean> {
  const updated = await tx
    .update(keyperson)
    .set({ name: person.name, linkedin_url: person.linkedin_url ?? null })
    .where(eq(keyperson.id, person.person_id as number))
    .returning({ id: keyperson.id });
  return updated.length > 0;
}

async function syncAccounts(
  tx: Db,
  personId: number,
  accounts: PersonInput["social_accounts"],
  exactly: boolean,
) {
  const ofPerson = eq(keypersonsocialaccount.key_person_id, personId);
  if (exactly) {
    const urls = accounts.map((account) => account.url);
    await tx
      .delete(keypersonsocialaccount)
      .where(
        urls.length > 0 ? and(ofPerson, notInArray(keypersonsocialaccount.url, urls)) : ofPerson,
      );
  }
  for (const account of accounts) {
    await tx
      .insert(keypersonsocialaccount)
      .values({ key_person_id: personId, ...account })
      .onConflictDoUpdate({
        target: [keypersonsocialaccount.key_person_id, keypersonsocialaccount.url],
        set: { account_type: account.account_type },
      });
  }
}
