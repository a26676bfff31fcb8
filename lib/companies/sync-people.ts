import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { insertMany } from "@/lib/db/sql-arrays";
import { keyperson, organizationkeyperson } from "@/lib/db/schema";
import type { KeyPersonInput } from "@/lib/validation/company-json";
import { findListedRows, refuseListedTwice, type CompanyItems } from "./listed-twice";
import { findOrCreatePeople } from "./find-or-create";
import { syncPersonAccounts } from "./person-accounts";
import { sameJson } from "./same-json";

/**
 * Makes the company's key people `people`. Each is the existing person findSamePeople names
 * (their id, LinkedIn URL, or this company's person of that name), else a new person. A
 * person the company had, given by id (the editor loaded them), is updated in place and gets
 * exactly the social accounts listed; a person picked by id is renamed as given and gains the
 * accounts listed; any other gains the accounts (and a LinkedIn URL when they had none).
 * People no longer listed lose their link to the company; the person stays (they may belong
 * to other companies). A person equal to their entry in `before` (the company as loaded) is
 * not written.
 */
export async function syncPeople(
  tx: Db,
  organizationId: number,
  people: KeyPersonInput[],
  before: KeyPersonInput[] = [],
) {
  const ids = await findOrCreatePeople(tx, people, before);
  for (const [index, person] of people.entries()) {
    const id = ids[index];
    const loaded = before.find((old) => old.person_id === id);
    const picked = person.person_id === id;
    if (picked && loaded && sameJson(loaded, person)) continue;
    if (picked) await updatePerson(tx, id, person);
    else if (person.linkedin_url) await completeLinkedIn(tx, id, person.linkedin_url);
    const accounts = [{ personId: id, accounts: person.social_accounts }];
    await syncPersonAccounts(tx, accounts, picked && loaded ? "exactly" : "add");
    await upsertLinks(tx, [linkRow(organizationId, id, person)]);
  }
  refuseListedTwice("key_people", people, ids);
  const ofCompany = eq(organizationkeyperson.organization_id, organizationId);
  // notInArray of no ids is true: with no people, every link goes.
  await tx
    .delete(organizationkeyperson)
    .where(and(ofCompany, notInArray(organizationkeyperson.key_person_id, ids)));
}

async function updatePerson(tx: Db, id: number, person: KeyPersonInput) {
  await tx
    .update(keyperson)
    .set({ name: person.name, linkedin_url: person.linkedin_url ?? null })
    .where(eq(keyperson.id, id));
}

// A person found by name among the company's own gets the LinkedIn URL the entry gives.
async function completeLinkedIn(tx: Db, id: number, url: string) {
  await tx
    .update(keyperson)
    .set({ linkedin_url: url })
    .where(and(eq(keyperson.id, id), isNull(keyperson.linkedin_url)));
}

type LinkRow = typeof organizationkeyperson.$inferInsert;

const linkRow = (organizationId: number, personId: number, person: KeyPersonInput): LinkRow => ({
  organization_id: organizationId,
  key_person_id: personId,
  role: person.role ?? null,
  is_founder: person.is_founder,
});

async function upsertLinks(tx: Db, rows: LinkRow[]) {
  await insertMany(
    tx,
    organizationkeyperson,
    rows,
    sql`on conflict (organization_id, key_person_id)
      do update set role = excluded.role, is_founder = excluded.is_founder`,
  );
}

/**
 * Gives new companies their key people: each found by id or LinkedIn URL (findSamePeople),
 * else created, with the social accounts listed, in a few statements however many companies
 * there are.
 */
export async function addPeople(tx: Db, companies: CompanyItems<KeyPersonInput>) {
  const people = await findListedRows("key_people", companies, (items) =>
    findOrCreatePeople(tx, items),
  );
  await syncPersonAccounts(
    tx,
    people.map(({ item, id }) => ({ personId: id, accounts: item.social_accounts })),
    "add",
  );
  await upsertLinks(
    tx,
    people.map(({ organizationId, item, id }) => linkRow(organizationId, id, item)),
  );
}
