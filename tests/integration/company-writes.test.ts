import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createCompanyFromJson,
  updateCompanyFromJson,
} from "@/lib/admin/companies/company-from-json";
import { deleteCompany } from "@/lib/admin/companies/delete-company";
import { restoreCompany } from "@/lib/admin/companies/restore-company";
import { createCompanyFromEditor, updateCompanyFromEditor } from "./editor-saves";
import { setCompanyPublished } from "@/lib/admin/companies/set-company-published";
import { asAdminUser } from "@/lib/auth/admin-user";
import { loadCompany } from "@/lib/companies/load-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { companyHistory, companyRows, minuteOf, openEditor, withoutIds } from "./company-rows";
import { DRIVERS, useFreshDatabase } from "./databases";

const CURATOR = asAdminUser("curator@example.com");
const CREATE_FAILED = "An error occurred while creating the organization";
const UPDATE_FAILED = "An error occurred while updating the organization";
const refusal = (message: string) => ({ ok: false, message });

/** Creates the fixture company (example-data) from the editor. */
async function createExample(overrides: Record<string, unknown> = {}) {
  const created = await createCompanyFromEditor(TEST_ADMIN, companyFixture(overrides));
  if (!created.ok) throw new Error(created.message);
  return created;
}

async function recordOf(db: Db, id: number) {
  return (await loadCompany(db, id))?.record;
}

/** Makes every insert into `table` fail, as a database error in the middle of a save would. */
async function failInsertsInto(db: Db, table: string) {
  await db.execute(sql`create function refuse_insert() returns trigger language plpgsql as
    $$ begin raise exception 'insert refused by test'; end $$`);
  await db.execute(
    sql.raw(`create trigger refuse_insert before insert on ${table}
      for each row execute function refuse_insert()`),
  );
}

/** Runs `write` with the failure it logs for the operator kept out of the test output. */
async function quietly<T>(write: () => Promise<T>) {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return { result: await write(), logged: log.mock.calls.length };
  } finally {
    log.mockRestore();
  }
}

describe.each(DRIVERS)("company editor saves on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("an update keeps the rows it does not change and changes only what differs", async () => {
    const { db } = database();
    const { id } = await createExample();
    const rows = await companyRows(db, id);
    const { version, form } = await openEditor("example-data");
    form.city = "Paris, France";
    form.websites.push("https://blog.example.com");
    form.key_people[1].role = "CTO & Co-founder";
    form.key_people[0].social_accounts.push({ account_type: "bluesky", url: "https://bsky.app/a" });
    form.projects[0].license = "MIT";
    form.socials.push({ type: "discord", url: "https://discord.gg/example" });
    form.tags = form.tags.filter((tag) => tag.category !== "sector");
    form.tags.push({ category: "Sector", name: "Cloud" });

    expect(await updateCompanyFromEditor(TEST_ADMIN, id, version, form)).toMatchObject({
      ok: true,
      id,
      name: "Example Data",
      shortname: "example-data",
    });
    const after = await companyRows(db, id);
    const added = (url: string) => ({ id: expect.any(Number), url });
    expect(after.websites).toEqual([...rows.websites, added("https://blog.example.com")]);
    expect(after.people).toEqual([rows.people[0], { ...rows.people[1], role: "CTO & Co-founder" }]);
    expect(after.accounts).toEqual([...rows.accounts, added("https://bsky.app/a")]);
    expect(after.projects).toEqual([{ ...rows.projects[0], license: "MIT" }]);
    expect(after.socials).toEqual([...rows.socials, added("https://discord.gg/example")]);
    expect(after.tags).toEqual([
      ...rows.tags.filter((tag) => tag.name !== "Open Core"),
      { id: expect.any(Number), name: "Cloud" },
    ]);
    expect(after.valuations).toEqual(rows.valuations);
    expect(await recordOf(db, id)).toMatchObject({ city: "Paris, France", published: true });
  });

  it("stores reordered websites in their new order, the first one being the primary", async () => {
    const { db } = database();
    const websites = [
      "https://example.com",
      "https://docs.example.com",
      "https://blog.example.com",
    ];
    const { id } = await createExample({ websites });
    const rows = await companyRows(db, id);
    const { version, form } = await openEditor("example-data");
    form.websites = ["https://blog.example.com", "https://example.com"];
    expect((await updateCompanyFromEditor(TEST_ADMIN, id, version, form)).ok).toBe(true);
    // Public pages take the website of the lowest id as the primary one.
    expect((await companyRows(db, id)).websites).toEqual([
      { id: rows.websites[0].id, url: "https://blog.example.com" },
      { id: rows.websites[1].id, url: "https://example.com" },
    ]);
    expect((await recordOf(db, id))?.websites).toEqual(form.websites);
  });

  it("adds a valuation row only when a valuation value changed", async () => {
    const { db } = database();
    const { id } = await createExample();
    const source = "https://news.example.com/val";
    const saveWith = async (valuation?: Record<string, unknown>) => {
      const { version, form } = await openEditor("example-data");
      const saved = await updateCompanyFromEditor(TEST_ADMIN, id, version, {
        ...form,
        ...(valuation && { valuation }),
      });
      expect(saved.ok).toBe(true);
      const { valuations } = await companyRows(db, id);
      return valuations.map((row) => [row.amount, row.date, row.source_url]);
    };
    const first = [2500, "2025-06-01", source];
    expect(await saveWith()).toEqual([first]);
    expect(await saveWith({ amount: "$2.5B", date: "2025-06-01", source_url: source })).toEqual([
      first,
    ]);
    const raised = [3000, "2025-06-01", source];
    expect(await saveWith({ amount: "3B", date: "2025-06-01", source_url: source })).toEqual([
      first,
      raised,
    ]);
    const sourced = [3000, "2025-06-01", "https://news.example.com/other"];
    expect(await saveWith({ amount: 3000, date: "2025-06-01", source_url: sourced[2] })).toEqual([
      first,
      raised,
      sourced,
    ]);
    const dated = [3000, "2025-07-01", sourced[2]];
    expect(await saveWith({ amount: 3000, date: "2025-07-01", source_url: sourced[2] })).toEqual([
      first,
      raised,
      sourced,
      dated,
    ]);
    expect(await saveWith()).toHaveLength(4);
  });

  it("keeps the shortname when the company is renamed", async () => {
    const { db } = database();
    const { id } = await createExample();
    const { version, form } = await openEditor("example-data");
    form.name = "Example Data Cloud";
    expect(await updateCompanyFromEditor(TEST_ADMIN, id, version, form)).toMatchObject({
      ok: true,
      id,
      name: "Example Data Cloud",
      shortname: "example-data",
    });
    expect(await recordOf(db, id)).toMatchObject({
      name: "Example Data Cloud",
      shortname: "example-data",
    });
  });

  it("gives a new company whose name's slug is taken -2, then -3", async () => {
    const shortnames = [];
    for (const name of ["Example Data", "example data!", "  Example   Data "]) {
      shortnames.push((await createExample({ name })).shortname);
    }
    expect(shortnames).toEqual(["example-data", "example-data-2", "example-data-3"]);
  });

  it("refuses a tag of an unknown category, naming it, and writes nothing", async () => {
    const { db } = database();
    const tags = [
      { category: "Industry", name: "Data Infrastructure" },
      { category: "Colour", name: "Blue" },
    ];
    const message = 'Tag 2, category: no tag category named "Colour"';
    expect(await createCompanyFromEditor(TEST_ADMIN, companyFixture({ tags }))).toEqual({
      ...refusal(message),
      errors: { "tags.1.category": 'no tag category named "Colour"' },
    });
    for (const table of [t.organization, t.organizationwebsite, t.keyperson, t.tag]) {
      expect(await db.$count(table)).toBe(0);
    }
    expect(await companyHistory(db)).toEqual([]);

    const { id } = await createExample();
    const before = await loadCompany(db, id);
    const { version, form } = await openEditor("example-data");
    form.city = "Paris, France";
    form.tags.push({ category: "colour", name: "Blue" });
    const refused = await updateCompanyFromEditor(TEST_ADMIN, id, version, form);
    expect(refused).toMatchObject(refusal('Tag 5, category: no tag category named "colour"'));
    expect(await loadCompany(db, id)).toEqual(before);
    expect(await companyHistory(db)).toHaveLength(1);
  });

  it("leaves the company exactly as it was when the database fails half-way", async () => {
    const { db } = database();
    const { id } = await createExample();
    const before = await loadCompany(db, id);
    const history = await companyHistory(db);
    const { version, form } = await openEditor("example-data");
    form.name = "Renamed Data";
    form.websites.reverse();
    form.key_people[1].role = "CTO & Co-founder";
    form.projects[0].license = "MIT";
    form.socials = [];
    form.tags.push({ category: "technology", name: "Search" });
    // Tags are written after the company's fields, websites, people, projects and socials.
    await failInsertsInto(db, "organization_tag");

    const { result, logged } = await quietly(() =>
      updateCompanyFromEditor(TEST_ADMIN, id, version, form),
    );
    expect(result).toEqual(refusal(UPDATE_FAILED));
    expect(logged).toBe(1);
    expect(await loadCompany(db, id)).toEqual(before);
    expect(await db.$count(t.tag)).toBe(4);
    expect(await companyHistory(db)).toEqual(history);
  });

  it("creates nothing when the database fails half-way through a create", async () => {
    const { db } = database();
    await failInsertsInto(db, "organization_tag");
    const { result, logged } = await quietly(() =>
      createCompanyFromEditor(TEST_ADMIN, companyFixture()),
    );
    expect(result).toEqual(refusal(CREATE_FAILED));
    expect(logged).toBe(1);
    for (const table of [t.organization, t.organizationwebsite, t.keyperson, t.project, t.tag]) {
      expect(await db.$count(table)).toBe(0);
    }
    expect(await companyHistory(db)).toEqual([]);
  });

  it("refuses the second of two saves from the same version, naming who saved first", async () => {
    const { db } = database();
    const { id } = await createExample();
    const first = await openEditor("example-data");
    const second = await openEditor("example-data");
    first.form.city = "Paris, France";
    expect((await updateCompanyFromEditor(TEST_ADMIN, id, first.version, first.form)).ok).toBe(
      true,
    );
    const saved = await loadCompany(db, id);
    const history = await companyHistory(db);

    second.form.city = "Lisbon, Portugal";
    second.form.websites = ["https://other.example.com"];
    const refused = await updateCompanyFromEditor(CURATOR, id, second.version, second.form);
    expect(refused).toMatchObject({ ok: false });
    expect(refused).not.toHaveProperty("errors");
    const message = refused.ok ? "" : refused.message;
    expect(message).toContain(
      `admin@example.com changed this company at ${minuteOf(history[1].created_at)}`,
    );
    expect(message).toContain("Nothing was saved");
    expect(await loadCompany(db, id)).toEqual(saved);
    expect(await companyHistory(db)).toEqual(history);

    const reopened = await openEditor("example-data");
    reopened.form.city = "Lisbon, Portugal";
    expect((await updateCompanyFromEditor(CURATOR, id, reopened.version, reopened.form)).ok).toBe(
      true,
    );
  });

  it("lets one of two simultaneous saves from the same version through", async () => {
    const { db } = database();
    const { id } = await createExample();
    const { version, form } = await openEditor("example-data");
    const cities = ["Paris, France", "Lisbon, Portugal"];
    const admins = [TEST_ADMIN, CURATOR];
    const results = await Promise.all(
      admins.map((admin, i) =>
        updateCompanyFromEditor(admin, id, version, { ...form, city: cities[i] }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const winner = results.findIndex((result) => result.ok);
    const loser = results[1 - winner];
    expect(loser.ok ? "" : loser.message).toContain(
      `${admins[winner].email} changed this company at `,
    );
    expect((await recordOf(db, id))?.city).toBe(cities[winner]);
    expect(await companyHistory(db)).toHaveLength(2);
  });

  it("refuses to save a company deleted since the form was opened", async () => {
    const { id } = await createExample();
    const { version, form } = await openEditor("example-data");
    await deleteCompany(TEST_ADMIN, await openEditor("example-data"), "Example Data");
    expect(await updateCompanyFromEditor(TEST_ADMIN, id, version, form)).toEqual(
      refusal("This company no longer exists: it was deleted."),
    );
  });
});

describe.each(DRIVERS)("company history and restore on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  const entry = (id: number, action: string, admin: string, before: unknown, after: unknown) => ({
    id: expect.any(Number),
    created_at: expect.any(Date),
    admin_email: admin,
    entity_type: "company",
    entity_id: id,
    entity_label: "Example Data",
    action,
    before,
    after,
    batch_id: null,
  });

  it("records who created, updated and deleted a company, with its state before and after", async () => {
    const { db } = database();
    const { id } = await createExample();
    const created = await recordOf(db, id);
    const { version, form } = await openEditor("example-data");
    form.city = "Paris, France";
    await updateCompanyFromEditor(CURATOR, id, version, form);
    const updated = await recordOf(db, id);

    expect(
      await deleteCompany(TEST_ADMIN, await openEditor("example-data"), "example data"),
    ).toEqual({
      ok: false,
      message: "Type the company's name, Example Data, to delete it.",
    });
    expect(
      await deleteCompany(TEST_ADMIN, await openEditor("example-data"), " Example Data "),
    ).toMatchObject({
      ok: true,
      message: "Deleted Example Data.",
    });
    expect(await companyHistory(db)).toEqual([
      entry(id, "create", "admin@example.com", null, created),
      entry(id, "update", "curator@example.com", created, updated),
      entry(id, "delete", "admin@example.com", updated, null),
    ]);
    expect(await loadCompany(db, id)).toBeNull();
    // People, projects and tags stay: other companies may use them.
    expect(await db.$count(t.keyperson)).toBe(2);
    expect(await db.$count(t.project)).toBe(1);
    expect(await db.$count(t.tag)).toBe(4);
  });

  it("records nothing for a save that changes nothing, so the version stays", async () => {
    const { db } = database();
    const { id } = await createExample();
    const { version, form } = await openEditor("example-data");
    expect((await updateCompanyFromEditor(TEST_ADMIN, id, version, form)).ok).toBe(true);
    expect(await companyHistory(db)).toHaveLength(1);
    expect((await openEditor("example-data")).version).toBe(version);
  });

  it("publishing from the company page is recorded, so a save opened before it is refused", async () => {
    const { db } = database();
    const { id } = await createExample({ published: false });
    const opened = await openEditor("example-data");
    expect(await setCompanyPublished(CURATOR, "example-data", true)).toMatchObject({
      ok: true,
      message: "Company published.",
    });
    expect((await companyHistory(db)).at(-1)).toMatchObject({
      admin_email: "curator@example.com",
      entity_id: id,
      action: "update",
      before: { published: false },
      after: { published: true },
    });
    opened.form.city = "Paris, France";
    const saved = await updateCompanyFromEditor(TEST_ADMIN, id, opened.version, opened.form);
    expect(saved.ok ? "saved over the publish" : saved.message).toContain(
      "curator@example.com changed this company",
    );
    expect((await recordOf(db, id))?.published).toBe(true);
  });

  it("restoring an update brings back the company as it was before it", async () => {
    const { db } = database();
    const { id } = await createExample();
    const original = await recordOf(db, id);
    const { version, form } = await openEditor("example-data");
    form.name = "Example Data Cloud";
    form.city = "Paris, France";
    form.websites = ["https://docs.example.com"];
    form.key_people = [
      { ...form.key_people[0], role: "Chair", social_accounts: [] },
      { name: "Cy Example", is_founder: false, social_accounts: [] },
    ];
    form.projects[0].license = "MIT";
    form.socials = [{ type: "discord", url: "https://discord.gg/example" }];
    form.tags = [{ category: "technology", name: "Search" }];
    form.valuation = { ...form.valuation!, amount: "$3B" };
    expect((await updateCompanyFromEditor(TEST_ADMIN, id, version, form)).ok).toBe(true);
    const changed = await recordOf(db, id);
    const update = (await companyHistory(db)).at(-1)!;

    expect(await restoreCompany(CURATOR, update.id)).toEqual({
      ok: true,
      message: "Restored Example Data.",
      href: "/admin/organizations/example-data/edit",
    });
    const restored = await recordOf(db, id);
    // Valuations are only added: the earlier one is current again and the $3B one stays.
    const fields = (record: typeof original) => withoutIds({ ...record, valuations: [] });
    expect(fields(restored)).toEqual(fields(original));
    expect(restored?.valuations.map((row) => row.amount)).toEqual([2500, 3000, 2500]);
    expect((await companyHistory(db)).at(-1)).toEqual(
      entry(id, "restore", "curator@example.com", changed, restored),
    );
  });

  it("restoring an update that gave a later-dated valuation keeps it as the current one", async () => {
    const { db } = database();
    const { id } = await createExample();
    const { version, form } = await openEditor("example-data");
    form.valuation = { amount: "$3B", date: "2026-01-15" };
    expect((await updateCompanyFromEditor(TEST_ADMIN, id, version, form)).ok).toBe(true);
    const rows = (await companyRows(db, id)).valuations;
    const update = (await companyHistory(db)).at(-1)!;
    expect((await restoreCompany(TEST_ADMIN, update.id)).ok).toBe(true);
    expect((await companyRows(db, id)).valuations).toEqual(expect.arrayContaining(rows));
    expect((await recordOf(db, id))?.valuation).toMatchObject({ amount: 3000, date: "2026-01-15" });
  });

  it("restoring an update that gave the first valuation keeps that valuation", async () => {
    const { db } = database();
    const { id } = await createExample({ valuation: undefined });
    const { version, form } = await openEditor("example-data");
    form.valuation = { amount: "$3B", date: "2026-01-15" };
    expect((await updateCompanyFromEditor(TEST_ADMIN, id, version, form)).ok).toBe(true);
    const rows = (await companyRows(db, id)).valuations;
    const update = (await companyHistory(db)).at(-1)!;
    expect((await restoreCompany(TEST_ADMIN, update.id)).ok).toBe(true);
    expect((await companyRows(db, id)).valuations).toEqual(rows);
  });

  it("restoring a deletion brings the company back with its own id", async () => {
    const { db } = database();
    const { id } = await createExample();
    const original = await recordOf(db, id);
    await deleteCompany(TEST_ADMIN, await openEditor("example-data"), "Example Data");
    const deletion = (await companyHistory(db)).at(-1)!;

    expect(await restoreCompany(TEST_ADMIN, deletion.id)).toEqual({
      ok: true,
      message: "Restored Example Data.",
      href: "/admin/organizations/example-data/edit",
    });
    const back = await recordOf(db, id);
    expect(withoutIds(back)).toEqual(withoutIds(original));
    expect((await companyHistory(db)).at(-1)).toEqual(
      entry(id, "restore", "admin@example.com", null, back),
    );
    // The same people and project as before, not copies.
    expect(await db.$count(t.keyperson)).toBe(2);
    expect(await db.$count(t.project)).toBe(1);
  });

  it("restoring a change made before a deletion, once the company is back, changes that one", async () => {
    const { db } = database();
    const { id } = await createExample();
    const { version, form } = await openEditor("example-data");
    form.city = "Paris, France";
    await updateCompanyFromEditor(TEST_ADMIN, id, version, form);
    const update = (await companyHistory(db)).at(-1)!;
    await deleteCompany(TEST_ADMIN, await openEditor("example-data"), "Example Data");
    const deletion = (await companyHistory(db)).at(-1)!;
    expect((await restoreCompany(TEST_ADMIN, deletion.id)).ok).toBe(true);

    expect((await restoreCompany(TEST_ADMIN, update.id)).ok).toBe(true);
    expect(await db.$count(t.organization, eq(t.organization.name, "Example Data"))).toBe(1);
    expect((await recordOf(db, id))?.city).toBe(companyFixture().city);
  });

  it("refuses to restore a create, or a change not in the history, and records nothing", async () => {
    const { db } = database();
    await createExample();
    const [created] = await companyHistory(db);
    expect(await restoreCompany(TEST_ADMIN, created.id)).toEqual({
      ok: false,
      message: "That change created the company: there is no earlier state.",
    });
    expect(await restoreCompany(TEST_ADMIN, 999_999)).toEqual({
      ok: false,
      message: "That change is not in the history.",
    });
    expect(await companyHistory(db)).toHaveLength(1);
  });
});

describe.each(DRIVERS)("company writes from JSON on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("creates a company from the lenient JSON shape and records it", async () => {
    const { db } = database();
    const result = await createCompanyFromJson(TEST_ADMIN, {
      name: "Acme Data",
      websites: [" https://acme.example.com ", ""],
      key_people: [{ name: "" }, { name: "Ada Acme", role: "CEO" }],
      projects: [{ name: "no repository" }],
      tags: [{ name: "Database" }, { category: "technology", name: "Database" }],
    });
    expect(result).toMatchObject({
      ok: true,
      id: expect.any(Number),
      name: "Acme Data",
      shortname: "acme-data",
      warnings: [],
    });
    const id = result.ok ? result.id : 0;
    expect(await recordOf(db, id)).toMatchObject({
      published: false,
      websites: ["https://acme.example.com"],
      key_people: [{ name: "Ada Acme", role: "CEO" }],
      projects: [],
      tags: [{ category: "technology", name: "Database" }],
    });
    expect(await companyHistory(db)).toMatchObject([{ action: "create", before: null }]);

    const imported = await createCompanyFromJson(TEST_ADMIN, { name: "Acme Data" }, "import");
    expect(imported).toMatchObject({ ok: true, shortname: "acme-data-2" });
    expect((await companyHistory(db)).at(-1)).toMatchObject({ action: "import" });
  });

  it("refuses invalid values, naming them, and writes nothing", async () => {
    const { db } = database();
    const bad = { name: "Acme", year_founded: 99, websites: ["javascript:alert(1)"] };
    expect(await createCompanyFromJson(TEST_ADMIN, bad)).toEqual({
      ok: false,
      message:
        "Error: year founded: must be a 4-digit year Website 1: must be an http(s) URL, such as https://example.com",
    });
    expect(await createCompanyFromJson(TEST_ADMIN, { city: "Berlin" })).toEqual({
      ok: false,
      message: "Error: Organization name is required",
    });
    await createExample();
    expect(await updateCompanyFromJson(TEST_ADMIN, "example-data", { year_founded: "19" })).toEqual(
      { ok: false, message: "Error: year founded: must be a 4-digit year" },
    );
    expect(
      await updateCompanyFromJson(TEST_ADMIN, "example-data", {
        add_websites: ["ftp://example.com"],
      }),
    ).toEqual({
      ok: false,
      message: expect.stringMatching(/^Error: add websites.*: must be an http\(s\) URL/),
    });
    expect(await db.$count(t.organization)).toBe(1);
    expect(await companyHistory(db)).toHaveLength(1);
  });

  it("refuses a value of the wrong type as invalid, naming the field", async () => {
    await createExample();
    const invalidCity = { ok: false, message: expect.stringMatching(/^Error: city: /) };
    await expect(createCompanyFromJson(TEST_ADMIN, { name: "Acme", city: 5 })).resolves.toEqual(
      invalidCity,
    );
    await expect(updateCompanyFromJson(TEST_ADMIN, "example-data", { city: 5 })).resolves.toEqual(
      invalidCity,
    );
  });

  it("updates the company named in any case, or by its shortname, keeping its rows", async () => {
    const { db } = database();
    const { id } = await createExample();
    const rows = await companyRows(db, id);
    expect(
      await updateCompanyFromJson(TEST_ADMIN, " EXAMPLE data ", { city: "Paris, France" }),
    ).toEqual({
      ok: true,
      message: 'Company "Example Data" updated',
      id,
      name: "Example Data",
      shortname: "example-data",
      warnings: [],
    });
    expect(
      await updateCompanyFromJson(TEST_ADMIN, "example-data", {
        name: "Example Data Cloud",
        add_websites: ["https://blog.example.com"],
      }),
    ).toMatchObject({
      ok: true,
      id,
      name: "Example Data Cloud",
      shortname: "example-data",
      warnings: [],
    });

    const after = await companyRows(db, id);
    expect(after.websites).toEqual([
      ...rows.websites,
      { id: expect.any(Number), url: "https://blog.example.com" },
    ]);
    expect({ ...after, websites: [] }).toEqual({ ...rows, websites: [] });
    expect(await recordOf(db, id)).toMatchObject({ city: "Paris, France" });
    expect((await companyHistory(db)).map((row) => row.action)).toEqual([
      "create",
      "update",
      "update",
    ]);
  });

  it("answers not-found for a company it cannot find, and writes nothing", async () => {
    const { db } = database();
    await createExample();
    expect(await updateCompanyFromJson(TEST_ADMIN, "Example", { city: "Paris" })).toEqual({
      ok: false,
      message: "Company not found: Example",
    });
    expect(await companyHistory(db)).toHaveLength(1);
  });

  it("passes on the warning about a person the company does not have", async () => {
    const { db } = database();
    const { id } = await createExample();
    const result = await updateCompanyFromJson(TEST_ADMIN, "example-data", {
      key_people: [
        { name: "Zed Nobody", social_accounts: [{ account_type: "x", url: "https://x.com/zed" }] },
        { name: "ada example", role: "Chair" },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      warnings: ["⚠️ Could not find person Zed Nobody for social accounts"],
    });
    expect((await recordOf(db, id))?.key_people.map((p) => [p.name, p.role])).toEqual([
      ["Ada Example", "Chair"],
      ["Bo Example", "CTO"],
    ]);
  });

  it("records nothing for an update that changes nothing", async () => {
    const { db } = database();
    await createExample();
    const result = await updateCompanyFromJson(TEST_ADMIN, "example-data", { name: "", city: "" });
    expect(result).toMatchObject({ ok: true, warnings: [] });
    expect(await companyHistory(db)).toHaveLength(1);
  });

  it("refuses a tag of an unknown category and changes nothing", async () => {
    const { db } = database();
    const { id } = await createExample();
    const before = await loadCompany(db, id);
    const result = await updateCompanyFromJson(TEST_ADMIN, "example-data", {
      city: "Paris, France",
      add_tags: [{ category: "colour", name: "Blue" }],
    });
    expect(result).toEqual({
      ok: false,
      message: 'Error: Tag 5, category: no tag category named "colour"',
    });
    expect(await loadCompany(db, id)).toEqual(before);
    expect(await companyHistory(db)).toHaveLength(1);
  });

  it("answers a database failure half-way with its message and changes nothing", async () => {
    const { db } = database();
    const { id } = await createExample();
    const before = await loadCompany(db, id);
    await failInsertsInto(db, "organization_tag");
    const { result } = await quietly(() =>
      updateCompanyFromJson(TEST_ADMIN, "example-data", {
        city: "Paris, France",
        add_websites: ["https://blog.example.com"],
        add_tags: [{ category: "technology", name: "Search" }],
      }),
    );
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining("insert refused by test"),
    });
    expect(await loadCompany(db, id)).toEqual(before);
    expect(await companyHistory(db)).toHaveLength(1);
  });
});
