import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { suggestCompanies } from "@/lib/admin/companies/suggest-companies";
import { getPersonAsAdmin } from "@/lib/admin/draft-views";
import { deletePerson } from "@/lib/admin/people/delete-person";
import { getPersonForEdit } from "@/lib/admin/people/get-person-for-edit";
import { PERSON_NOT_FOUND, savePerson } from "@/lib/admin/people/save-person";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { getPersonById } from "@/lib/queries/people";
import { personSchema, type PersonInput } from "@/lib/validation/person";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";

async function addCompany(db: Db, name: string, published = true) {
  const shortname = name.toLowerCase().replaceAll(" ", "-");
  const [row] = await db
    .insert(t.organization)
    .values({ name, shortname, published })
    .returning({ id: t.organization.id });
  return { id: row.id, name, shortname };
}

const person = (input: Record<string, unknown>): PersonInput => personSchema.parse(input);

/** Person `id` as the editor opens it: its id and version. */
async function opened(id: number) {
  return { id, version: (await getPersonForEdit(TEST_ADMIN, id))!.version };
}

/** Everything a person save may touch, to compare before and after a refused write. */
async function tablesOf(db: Db) {
  return {
    people: await db.select().from(t.keyperson).orderBy(asc(t.keyperson.id)),
    accounts: await db
      .select()
      .from(t.keypersonsocialaccount)
      .orderBy(asc(t.keypersonsocialaccount.id)),
    links: await db
      .select()
      .from(t.organizationkeyperson)
      .orderBy(
        asc(t.organizationkeyperson.key_person_id),
        asc(t.organizationkeyperson.organization_id),
      ),
    history: await db.select().from(t.changeHistory),
  };
}

const historyOf = (db: Db) => db.select().from(t.changeHistory).orderBy(asc(t.changeHistory.id));

describe.each(DRIVERS)("person editor writes on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let acme: Awaited<ReturnType<typeof addCompany>>;
  let hidden: Awaited<ReturnType<typeof addCompany>>;
  let beta: Awaited<ReturnType<typeof addCompany>>;
  beforeEach(async () => {
    useDatabase(database());
    const { db } = database();
    acme = await addCompany(db, "Acme Data");
    hidden = await addCompany(db, "Hidden Co", false);
    beta = await addCompany(db, "Beta Cloud");
  });

  const ada = () =>
    person({
      name: "Ada Example",
      linkedin_url: "https://www.linkedin.com/in/ada",
      social_accounts: [
        { account_type: "x", url: "https://x.com/ada" },
        { account_type: "bluesky", url: "https://bsky.app/profile/ada" },
      ],
      companies: [
        { organization_id: acme.id, role: "CEO", is_founder: true },
        { organization_id: hidden.id, role: "Advisor", is_founder: false },
      ],
    });

  it("creates a person with accounts and companies, recorded as a create", async () => {
    const { db } = database();
    const result = await savePerson(TEST_ADMIN, null, ada());
    expect(result).toEqual({
      ok: true,
      id: expect.any(Number),
      message: 'Person "Ada Example" created.',
    });
    const id = (result as { id: number }).id;

    const [row] = await db
      .select({
        id: t.keyperson.id,
        name: t.keyperson.name,
        linkedin_url: t.keyperson.linkedin_url,
      })
      .from(t.keyperson)
      .where(eq(t.keyperson.id, id));
    expect(row).toEqual({
      id,
      name: "Ada Example",
      linkedin_url: "https://www.linkedin.com/in/ada",
    });
    const after = {
      name: "Ada Example",
      linkedin_url: "https://www.linkedin.com/in/ada",
      social_accounts: [
        { account_type: "x", url: "https://x.com/ada" },
        { account_type: "bluesky", url: "https://bsky.app/profile/ada" },
      ],
      companies: [
        {
          organization_id: acme.id,
          name: "Acme Data",
          shortname: "acme-data",
          role: "CEO",
          is_founder: true,
        },
        {
          organization_id: hidden.id,
          name: "Hidden Co",
          shortname: "hidden-co",
          role: "Advisor",
          is_founder: false,
        },
      ],
    };
    const history = await historyOf(db);
    expect(history).toEqual([
      expect.objectContaining({
        admin_email: "admin@example.com",
        entity_type: "person",
        entity_id: id,
        entity_label: "Ada Example",
        action: "create",
        before: null,
        after,
      }),
    ]);
  });

  it("updates in place: unchanged accounts keep their rows, links get their new role", async () => {
    const { db } = database();
    const { id } = (await savePerson(TEST_ADMIN, null, ada())) as { id: number };
    const [kept] = await db
      .select({ id: t.keypersonsocialaccount.id })
      .from(t.keypersonsocialaccount)
      .where(eq(t.keypersonsocialaccount.url, "https://x.com/ada"));

    const result = await savePerson(
      TEST_ADMIN,
      await opened(id),
      person({
        name: "Ada Lovelace",
        linkedin_url: "",
        social_accounts: [
          { account_type: "x", url: "https://x.com/ada" },
          { account_type: "mastodon", url: "https://mastodon.social/@ada" },
        ],
        companies: [
          { organization_id: beta.id, role: "", is_founder: true },
          { organization_id: acme.id, role: "CTO", is_founder: false },
        ],
      }),
    );
    expect(result).toEqual({ ok: true, id, message: 'Person "Ada Lovelace" saved.' });

    const accounts = await db
      .select()
      .from(t.keypersonsocialaccount)
      .orderBy(asc(t.keypersonsocialaccount.id));
    expect(accounts).toEqual([
      { id: kept.id, key_person_id: id, account_type: "x", url: "https://x.com/ada" },
      {
        id: expect.any(Number),
        key_person_id: id,
        account_type: "mastodon",
        url: "https://mastodon.social/@ada",
      },
    ]);
    const links = await db
      .select({
        organization_id: t.organizationkeyperson.organization_id,
        role: t.organizationkeyperson.role,
        is_founder: t.organizationkeyperson.is_founder,
      })
      .from(t.organizationkeyperson)
      .orderBy(asc(t.organizationkeyperson.organization_id));
    expect(links).toEqual([
      { organization_id: acme.id, role: "CTO", is_founder: false },
      { organization_id: beta.id, role: null, is_founder: true },
    ]);

    const [, update] = await historyOf(db);
    expect(update).toMatchObject({ action: "update", entity_id: id, entity_label: "Ada Lovelace" });
    expect(update.before).toMatchObject({
      name: "Ada Example",
      companies: [{ shortname: "acme-data" }, { shortname: "hidden-co" }],
    });
    expect(update.after).toEqual({
      name: "Ada Lovelace",
      linkedin_url: null,
      social_accounts: [
        { account_type: "x", url: "https://x.com/ada" },
        { account_type: "mastodon", url: "https://mastodon.social/@ada" },
      ],
      companies: [
        {
          organization_id: acme.id,
          name: "Acme Data",
          shortname: "acme-data",
          role: "CTO",
          is_founder: false,
        },
        {
          organization_id: beta.id,
          name: "Beta Cloud",
          shortname: "beta-cloud",
          role: null,
          is_founder: true,
        },
      ],
    });
  });

  it("a save that changes nothing records nothing", async () => {
    const { db } = database();
    const { id } = (await savePerson(TEST_ADMIN, null, ada())) as { id: number };
    expect(await savePerson(TEST_ADMIN, await opened(id), ada())).toMatchObject({ ok: true, id });
    expect(await db.$count(t.changeHistory)).toBe(1);
  });

  it("an account whose type changes keeps its URL", async () => {
    const { db } = database();
    const { id } = (await savePerson(TEST_ADMIN, null, ada())) as { id: number };
    const changed = ada();
    changed.social_accounts[0].account_type = "other";
    expect(await savePerson(TEST_ADMIN, await opened(id), changed)).toMatchObject({ ok: true });
    const types = await db
      .select({ type: t.keypersonsocialaccount.account_type, url: t.keypersonsocialaccount.url })
      .from(t.keypersonsocialaccount)
      .where(eq(t.keypersonsocialaccount.url, "https://x.com/ada"));
    expect(types).toEqual([{ type: "other", url: "https://x.com/ada" }]);
  });

  it("an unknown person is not found and nothing is written", async () => {
    const { db } = database();
    expect(await savePerson(TEST_ADMIN, { id: 999_999, version: 1 }, ada())).toEqual({
      ok: false,
      message: PERSON_NOT_FOUND,
    });
    expect(await deletePerson(TEST_ADMIN, { id: 999_999, version: 1 })).toEqual({
      ok: false,
      message: PERSON_NOT_FOUND,
    });
    expect(await db.$count(t.keyperson)).toBe(0);
    expect(await db.$count(t.changeHistory)).toBe(0);
  });

  it("a failure half-way (a company that does not exist) changes nothing and records nothing", async () => {
    const { db } = database();
    // Written directly, so that the history starts empty.
    const [{ id }] = await db
      .insert(t.keyperson)
      .values({ name: "Bo Example" })
      .returning({ id: t.keyperson.id });
    await db
      .insert(t.keypersonsocialaccount)
      .values({ key_person_id: id, account_type: "x", url: "https://x.com/bo" });
    await db
      .insert(t.organizationkeyperson)
      .values({ key_person_id: id, organization_id: acme.id, role: "CEO" });
    const before = await tablesOf(db);

    // The person row and the accounts are written before the company links fail.
    const input = person({
      name: "Bo Renamed",
      social_accounts: [{ account_type: "youtube", url: "https://youtube.com/@bo" }],
      companies: [
        { organization_id: beta.id, role: "CTO", is_founder: false },
        { organization_id: 999_999, role: "Ghost", is_founder: false },
      ],
    });
    const expected = {
      ok: false,
      message: "A chosen company no longer exists; nothing was saved.",
      errors: { "companies.1.organization_id": "Company 2: this company no longer exists" },
    };
    expect(await savePerson(TEST_ADMIN, await opened(id), input)).toEqual(expected);
    expect(await savePerson(TEST_ADMIN, null, input)).toEqual(expected);
    expect(await tablesOf(db)).toEqual(before);
  });

  it("deletes a person with their accounts and links, recorded with the last state", async () => {
    const { db } = database();
    const { id } = (await savePerson(TEST_ADMIN, null, ada())) as { id: number };
    expect(await deletePerson(TEST_ADMIN, await opened(id))).toEqual({
      ok: true,
      message: 'Person "Ada Example" deleted.',
    });
    expect(await db.$count(t.keyperson)).toBe(0);
    expect(await db.$count(t.keypersonsocialaccount)).toBe(0);
    expect(await db.$count(t.organizationkeyperson)).toBe(0);
    expect(await db.$count(t.organization)).toBe(3);
    const [, deletion] = await historyOf(db);
    expect(deletion).toMatchObject({
      action: "delete",
      entity_id: id,
      entity_label: "Ada Example",
      after: null,
    });
    expect(deletion.before).toMatchObject({
      name: "Ada Example",
      social_accounts: [{ url: "https://x.com/ada" }, { url: "https://bsky.app/profile/ada" }],
    });
  });

  it("a failed delete leaves the person whole", async () => {
    const { db } = database();
    const { id } = (await savePerson(TEST_ADMIN, null, ada())) as { id: number };
    const before = await tablesOf(db);
    await db.execute(sql`create function refuse_history() returns trigger language plpgsql as
      $$ begin raise exception 'history refused by test'; end $$`);
    await db.execute(sql`create trigger refuse_history before insert on change_history
      for each row execute function refuse_history()`);
    await expect(deletePerson(TEST_ADMIN, await opened(id))).rejects.toMatchObject({
      cause: { message: expect.stringContaining("history refused by test") },
    });
    expect(await tablesOf(db)).toEqual(before);
  });

  it("admins see a person linked to no published company; visitors do not", async () => {
    const only = ada();
    only.companies = [only.companies[1]];
    const { id } = (await savePerson(TEST_ADMIN, null, only)) as { id: number };
    expect(await getPersonById(id)).toBeNull();
    expect(await getPersonAsAdmin(TEST_ADMIN, id)).toMatchObject({
      id,
      name: "Ada Example",
      organizations: [{ name: "Hidden Co", role: "Advisor" }],
    });
  });

  it("suggests up to 5 companies by name, any case, published or not", async () => {
    const { db } = database();
    for (const name of ["Data Seven", "data one", "Big DATA", "Metadata Inc", "Datadog"]) {
      await addCompany(db, name, false);
    }
    const names = (list: { name: string }[]) => list.map((company) => company.name);
    expect(names(await suggestCompanies(TEST_ADMIN, "  DATA "))).toEqual([
      "Acme Data",
      "Big DATA",
      "data one",
      "Data Seven",
      "Datadog",
    ]);
    expect(await suggestCompanies(TEST_ADMIN, "hidden")).toEqual([
      { id: hidden.id, name: "Hidden Co", shortname: "hidden-co" },
    ]);
    expect(await suggestCompanies(TEST_ADMIN, "   ")).toEqual([]);
    expect(await suggestCompanies(TEST_ADMIN, "%")).toEqual([]);
  });
});
