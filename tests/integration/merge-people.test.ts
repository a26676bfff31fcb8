import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { updateCompanyFromJson } from "@/lib/admin/companies/company-from-json";
import { restoreCompany } from "@/lib/admin/companies/restore-company";
import { deletePerson } from "@/lib/admin/people/delete-person";
import { mergePeople } from "@/lib/admin/people/merge-people";
import { personSnapshot, readPersonRecord } from "@/lib/admin/people/person-record";
import { restorePerson } from "@/lib/admin/people/restore-person";
import { savePerson } from "@/lib/admin/people/save-person";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { isPublicPerson } from "@/lib/queries/exists";
import { getPersonRedirect } from "@/lib/queries/person-redirect";
import { personSchema } from "@/lib/validation/person";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";
import { openedRow } from "./opened-row";

async function addCompany(db: Db, name: string) {
  const [row] = await db
    .insert(t.organization)
    .values({ name, shortname: name.toLowerCase(), published: true })
    .returning({ id: t.organization.id });
  return row.id;
}

async function addPerson(input: Record<string, unknown>) {
  const saved = await savePerson(TEST_ADMIN, null, personSchema.parse(input));
  if (!saved.ok) throw new Error(saved.message);
  return saved.id;
}

const snapshotOf = async (db: Db, id: number) => {
  const person = await readPersonRecord(db, id);
  return person && personSnapshot(person);
};

const redirects = (db: Db) =>
  db.select().from(t.personRedirect).orderBy(asc(t.personRedirect.old_id));

const historyOf = (db: Db) =>
  db
    .select({
      id: t.changeHistory.id,
      entityId: t.changeHistory.entity_id,
      action: t.changeHistory.action,
      before: t.changeHistory.before,
      after: t.changeHistory.after,
    })
    .from(t.changeHistory)
    .orderBy(asc(t.changeHistory.id));

describe.each(DRIVERS)("merging and restoring people on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let acme: number, beta: number, gamma: number, kept: number, removed: number;
  beforeEach(async () => {
    useDatabase(database());
    const { db } = database();
    acme = await addCompany(db, "Acme");
    beta = await addCompany(db, "Beta");
    gamma = await addCompany(db, "Gamma");
    kept = await addPerson({
      name: "David Smith",
      social_accounts: [{ account_type: "x", url: "https://x.com/david" }],
      companies: [{ organization_id: acme, role: "CEO", is_founder: true }],
    });
    removed = await addPerson({
      name: "Dave Smith",
      linkedin_url: "https://linkedin.com/in/dave",
      social_accounts: [
        { account_type: "x", url: "https://x.com/david" },
        { account_type: "bluesky", url: "https://bsky.app/profile/dave" },
      ],
      companies: [
        { organization_id: acme, role: "CTO", is_founder: false },
        { organization_id: beta, role: "Advisor", is_founder: false },
      ],
    });
    // A person merged earlier into the one about to be removed.
    await db.insert(t.personRedirect).values({ old_id: 9999, person_id: removed });
  });

  it("moves the links, accounts and LinkedIn URL to the kept person, removes the other, and redirects", async () => {
    const { db } = database();
    const removedBefore = await snapshotOf(db, removed);
    const keptBefore = await snapshotOf(db, kept);
    expect(await mergePeople(TEST_ADMIN, kept, removed)).toEqual({
      ok: true,
      keptId: kept,
      message: '"Dave Smith" was merged into "David Smith".',
    });
    expect(await snapshotOf(db, kept)).toEqual({
      name: "David Smith",
      linkedin_url: "https://linkedin.com/in/dave",
      social_accounts: [
        { account_type: "x", url: "https://x.com/david" },
        { account_type: "bluesky", url: "https://bsky.app/profile/dave" },
      ],
      companies: [
        { organization_id: acme, name: "Acme", shortname: "acme", role: "CEO", is_founder: true },
        {
          organization_id: beta,
          name: "Beta",
          shortname: "beta",
          role: "Advisor",
          is_founder: false,
        },
      ],
    });
    expect(await snapshotOf(db, removed)).toBeNull();
    expect(await redirects(db)).toEqual(
      [
        { old_id: removed, person_id: kept },
        { old_id: 9999, person_id: kept },
      ].sort((a, b) => a.old_id - b.old_id),
    );
    expect(await getPersonRedirect(removed)).toBe(kept);
    expect(await isPublicPerson(removed)).toBe(true);
    const history = (await historyOf(db)).slice(-2);
    expect(history).toEqual([
      {
        id: expect.any(Number),
        entityId: removed,
        action: "merge",
        before: removedBefore,
        after: { merged_into: kept, kept_before: keptBefore, redirected: [9999] },
      },
      {
        id: expect.any(Number),
        entityId: kept,
        action: "merge",
        before: keptBefore,
        after: { ...(await snapshotOf(db, kept)), merged_from: removed },
      },
    ]);
  });

  it("a company restored to a state before a merge names the kept person, not a new copy", async () => {
    const { db } = database();
    // Without a LinkedIn URL, only the merge's redirect tells who the removed person became.
    const companies = [{ organization_id: beta, role: "Advisor" }];
    await savePerson(
      TEST_ADMIN,
      await openedRow(db, "person", removed),
      personSchema.parse({ name: "Dave", companies }),
    );
    expect((await updateCompanyFromJson(TEST_ADMIN, "Beta", { city: "Oslo" })).ok).toBe(true);
    await mergePeople(TEST_ADMIN, kept, removed);
    const [change] = await db
      .select({ id: t.changeHistory.id })
      .from(t.changeHistory)
      .where(eq(t.changeHistory.entity_type, "company"));
    expect((await restoreCompany(TEST_ADMIN, change.id)).ok).toBe(true);
    expect((await db.select().from(t.keyperson)).map((p) => p.id)).toEqual([kept]);
    expect((await snapshotOf(db, kept))?.companies.map((c) => c.name)).toEqual(["Acme", "Beta"]);
  });

  it("refuses to merge a person with themselves or with someone who is gone, changing nothing", async () => {
    const { db } = database();
    const before = await historyOf(db);
    expect(await mergePeople(TEST_ADMIN, kept, kept)).toEqual({
      ok: false,
      message: "A person cannot be merged with themselves.",
    });
    expect(await mergePeople(TEST_ADMIN, kept, 424242)).toEqual({
      ok: false,
      message: "The other person no longer exists.",
    });
    expect(await historyOf(db)).toEqual(before);
  });

  it.each(["removed", "kept"] as const)(
    "restoring the merge from the %s person's entry brings both back as they were",
    async (side) => {
      const { db } = database();
      const removedBefore = await snapshotOf(db, removed);
      const keptBefore = await snapshotOf(db, kept);
      await mergePeople(TEST_ADMIN, kept, removed);
      const entry = (await historyOf(db)).find(
        (h) => h.action === "merge" && h.entityId === (side === "removed" ? removed : kept),
      )!;
      expect(await restorePerson(TEST_ADMIN, entry.id)).toEqual({
        ok: true,
        href: `/admin/people/${removed}/edit`,
        message: 'Person "Dave Smith" restored.',
      });
      expect(await snapshotOf(db, removed)).toEqual(removedBefore);
      expect(await snapshotOf(db, kept)).toEqual(keptBefore);
      expect(await redirects(db)).toEqual([{ old_id: 9999, person_id: removed }]);
      const restores = (await historyOf(db)).filter((h) => h.action === "restore");
      expect(restores.map((h) => [h.entityId, h.after])).toEqual([
        [removed, removedBefore],
        [kept, keptBefore],
      ]);
      expect((await restorePerson(TEST_ADMIN, entry.id)).message).toBe(
        "This person exists: the merge was undone already.",
      );
    },
  );

  it("restoring a deletion brings the person back under their old id, not their namesake", async () => {
    const { db } = database();
    await savePerson(
      TEST_ADMIN,
      await openedRow(db, "person", removed),
      personSchema.parse({
        name: "Dave Smith",
        linkedin_url: "https://linkedin.com/in/dave",
        companies: [
          { organization_id: beta, role: "Advisor" },
          { organization_id: gamma, role: "Founder", is_founder: true },
        ],
      }),
    );
    const before = await snapshotOf(db, removed);
    expect((await deletePerson(TEST_ADMIN, await openedRow(db, "person", removed))).ok).toBe(true);
    const namesake = await addPerson({
      name: "Dave Smith",
      companies: [{ organization_id: acme, role: "Intern" }],
    });
    const namesakeBefore = await snapshotOf(db, namesake);
    await db.delete(t.organization).where(eq(t.organization.id, gamma));
    const deletion = (await historyOf(db)).find((h) => h.action === "delete")!;

    expect(await restorePerson(TEST_ADMIN, deletion.id)).toEqual({
      ok: true,
      href: `/admin/people/${removed}/edit`,
      message: 'Person "Dave Smith" restored. Left out, as they no longer exist: Gamma.',
    });
    expect(await snapshotOf(db, removed)).toEqual({
      ...before,
      companies: before!.companies.filter((c) => c.name !== "Gamma"),
    });
    expect(await snapshotOf(db, namesake)).toEqual(namesakeBefore);
  });

  it("restoring an update puts the person back; a creation cannot be restored", async () => {
    const { db } = database();
    const before = await snapshotOf(db, removed);
    await savePerson(
      TEST_ADMIN,
      await openedRow(db, "person", removed),
      personSchema.parse({ name: "Dave S." }),
    );
    const history = await historyOf(db);
    const update = history.findLast((h) => h.action === "update" && h.entityId === removed)!;
    expect((await restorePerson(TEST_ADMIN, update.id)).ok).toBe(true);
    expect(await snapshotOf(db, removed)).toEqual(before);
    const create = history.find((h) => h.action === "create" && h.entityId === removed)!;
    expect(await restorePerson(TEST_ADMIN, create.id)).toEqual({
      ok: false,
      message: "That change created the person: there is no earlier state to restore.",
    });
  });
});
