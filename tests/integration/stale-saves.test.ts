import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { deleteCompany } from "@/lib/admin/companies/delete-company";
import { deleteUnpublishedHeadline } from "@/lib/admin/headlines/delete-headline";
import { getHeadlineForEdit } from "@/lib/admin/headlines/get-headline-for-edit";
import { saveHeadline } from "@/lib/admin/headlines/save-headline";
import { listOgTemplates, saveOgTemplate } from "@/lib/admin/og/og-templates";
import { getPersonForEdit } from "@/lib/admin/people/get-person-for-edit";
import { deletePerson } from "@/lib/admin/people/delete-person";
import { savePerson } from "@/lib/admin/people/save-person";
import { applyTags } from "@/lib/admin/tags/apply-tags";
import { updateCategory } from "@/lib/admin/tags/category-writes";
import { listCategories, listTagsPage } from "@/lib/admin/tags/list-tags";
import { updateTag } from "@/lib/admin/tags/tag-writes";
import { createCompanyFromEditor, updateCompanyFromEditor } from "./editor-saves";
import { asAdminUser } from "@/lib/auth/admin-user";
import { loadCompany } from "@/lib/companies/load-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { headlineSchema } from "@/lib/validation/headline";
import { personSchema } from "@/lib/validation/person";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { minuteOf, openEditor } from "./company-rows";
import { DRIVERS, useFreshDatabase } from "./databases";
import { newTag, snapshot } from "./tag-fixtures";

const CURATOR = asAdminUser("curator@example.com");

/** The refusal a stale save gets, naming who changed `what` and when (the spec's wording). */
const staleMessage = (by: string, what: string, at: Date) =>
  `${by} changed this ${what} at ${minuteOf(at)}, after you opened it. Nothing was saved and your edits are still in the form: open the ${what} again in a new tab to see their change, then save.`;

async function companyChange(db: Db, id: number) {
  const [row] = await db
    .select({ by: t.organization.changed_by, at: t.organization.changed_at })
    .from(t.organization)
    .where(eq(t.organization.id, id));
  return row;
}

async function createExample() {
  const created = await createCompanyFromEditor(TEST_ADMIN, companyFixture());
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

// An editor opened before anyone else's write, of whatever kind, saves nothing over it: the
// save is refused naming who wrote and when, and the other write stays.
describe.each(DRIVERS)("Saves from a stale editor ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("a company editor opened before a tag was applied saves nothing and the tag stays", async () => {
    const { db } = database();
    const id = await createExample();
    const opened = await openEditor("example-data");
    const rust = await newTag(db, "Rust");
    expect(await applyTags(CURATOR, "apply", [rust], [id])).toMatchObject({ ok: true });
    const before = await loadCompany(db, id);

    opened.form.city = "Paris, France";
    const refused = await updateCompanyFromEditor(TEST_ADMIN, id, opened.version, opened.form);
    const change = await companyChange(db, id);
    expect(refused).toMatchObject({
      ok: false,
      message: staleMessage("curator@example.com", "company", change.at!),
    });
    expect(await loadCompany(db, id)).toEqual(before);
    expect(before!.record.tags.map((tag) => tag.name)).toContain("Rust");
  });

  it("a company editor opened before a person was linked to it saves nothing and the link stays", async () => {
    const { db } = database();
    const id = await createExample();
    const created = await savePerson(TEST_ADMIN, null, personSchema.parse({ name: "Grace" }));
    const grace = created.ok ? created.id : 0;
    const opened = await openEditor("example-data");
    const { version } = (await getPersonForEdit(TEST_ADMIN, grace))!;
    const linked = personSchema.parse({
      name: "Grace",
      companies: [{ organization_id: id, role: "Advisor" }],
    });
    expect(await savePerson(CURATOR, { id: grace, version }, linked)).toMatchObject({ ok: true });

    const refused = await updateCompanyFromEditor(TEST_ADMIN, id, opened.version, opened.form);
    expect(refused).toMatchObject({
      ok: false,
      message: staleMessage("curator@example.com", "company", (await companyChange(db, id)).at!),
    });
    const links = await db
      .select({ role: t.organizationkeyperson.role })
      .from(t.organizationkeyperson)
      .where(
        and(
          eq(t.organizationkeyperson.organization_id, id),
          eq(t.organizationkeyperson.key_person_id, grace),
        ),
      );
    expect(links).toEqual([{ role: "Advisor" }]);
  });

  it("a change nobody signed for is refused as Someone's", async () => {
    const { db } = database();
    const id = await createExample();
    const opened = await openEditor("example-data");
    await db.update(t.organization).set({ city: "Oslo" }).where(eq(t.organization.id, id));
    const refused = await updateCompanyFromEditor(TEST_ADMIN, id, opened.version, opened.form);
    expect(refused.message).toBe(
      staleMessage("Someone", "company", (await companyChange(db, id)).at!),
    );
  });

  it("a person editor opened before a company save changed their role saves nothing", async () => {
    const { db } = database();
    const id = await createExample();
    const [ada] = await db
      .select({ id: t.keyperson.id })
      .from(t.keyperson)
      .where(eq(t.keyperson.name, "Ada Example"));
    const person = (await getPersonForEdit(TEST_ADMIN, ada.id))!;
    const company = await openEditor("example-data");
    company.form.key_people[0].role = "Chair";
    expect(await updateCompanyFromEditor(CURATOR, id, company.version, company.form)).toMatchObject(
      { ok: true },
    );

    const edit = personSchema.parse({
      name: "Ada Renamed",
      companies: [{ organization_id: id, role: "CEO & Co-founder", is_founder: true }],
    });
    const refused = await savePerson(TEST_ADMIN, { id: ada.id, version: person.version }, edit);
    const [row] = await db
      .select({ name: t.keyperson.name, at: t.keyperson.changed_at })
      .from(t.keyperson)
      .where(eq(t.keyperson.id, ada.id));
    expect(refused).toEqual({
      ok: false,
      message: staleMessage("curator@example.com", "person", row.at!),
    });
    expect(row.name).toBe("Ada Example");
    const [link] = await db
      .select({ role: t.organizationkeyperson.role })
      .from(t.organizationkeyperson)
      .where(eq(t.organizationkeyperson.key_person_id, ada.id));
    expect(link.role).toBe("Chair");
  });

  it("a headline editor saves twice in a row, but not over another curator's save", async () => {
    const { db } = database();
    const input = (description: string) =>
      headlineSchema.parse({
        url: "https://news.example/a",
        description,
        headline_type: "funding",
        headline_date: "2025-01-31",
      });
    const created = await saveHeadline(TEST_ADMIN, null, input("Acme raises"));
    const id = created.ok ? created.id : 0;
    const loaded = await getHeadlineForEdit(TEST_ADMIN, id, "all");
    const version = loaded.ok && loaded.headline ? loaded.version : 0;

    // The same screen saves again with the version its first save answered.
    const first = await saveHeadline(TEST_ADMIN, { id, version }, input("Acme raises $5M"));
    expect(first).toMatchObject({ ok: true });
    const again = first.ok ? first.version : 0;
    expect(
      await saveHeadline(TEST_ADMIN, { id, version: again }, input("Acme raises $6M")),
    ).toMatchObject({ ok: true });

    // A screen opened before those saves is refused.
    const refused = await saveHeadline(CURATOR, { id, version }, input("Stale title"));
    const [row] = await db
      .select({ description: t.headline.description, at: t.headline.changed_at })
      .from(t.headline)
      .where(eq(t.headline.id, id));
    expect(refused).toEqual({
      ok: false,
      message: staleMessage("admin@example.com", "headline", row.at!),
    });
    expect(row.description).toBe("Acme raises $6M");
  });

  it("a tag's edit form opened before another edit saves nothing", async () => {
    const { db } = database();
    const rust = await newTag(db, "Rust");
    const listed = await listTagsPage(TEST_ADMIN, { q: "", category: null }, 1, 50);
    const tag = listed.rows.find((row) => row.id === rust)!;
    const input = (name: string) => ({ name, description: null, category_id: tag.category_id! });
    expect(
      await updateTag(CURATOR, { id: rust, version: tag.version }, input("Rust lang")),
    ).toMatchObject({ ok: true });
    const before = await snapshot(db);

    const refused = await updateTag(TEST_ADMIN, { id: rust, version: tag.version }, input("Rs"));
    const [row] = await db.select({ at: t.tag.changed_at }).from(t.tag).where(eq(t.tag.id, rust));
    expect(refused).toMatchObject({
      ok: false,
      message: `Error updating tag: ${staleMessage("curator@example.com", "tag", row.at!)}`,
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it("a category's edit form opened before another edit saves nothing", async () => {
    const { db } = database();
    const [category] = await listCategories(TEST_ADMIN);
    const opened = { id: category.id, version: category.version };
    expect(
      await updateCategory(CURATOR, opened, { name: "Renamed", description: null }),
    ).toMatchObject({ ok: true });

    const refused = await updateCategory(TEST_ADMIN, opened, { name: "Stale", description: null });
    const [row] = await db
      .select({ name: t.tagCategory.name, at: t.tagCategory.changed_at })
      .from(t.tagCategory)
      .where(eq(t.tagCategory.id, category.id));
    expect(refused).toMatchObject({
      ok: false,
      message: `Error updating category: ${staleMessage("curator@example.com", "category", row.at!)}`,
    });
    expect(row.name).toBe("Renamed");
  });

  it("a template opened before another save saves nothing", async () => {
    const { db } = database();
    const [template] = await listOgTemplates(TEST_ADMIN);
    const { id, version, ...style } = template;
    const green = { ...style, background_color: "#10B981" };
    expect(await saveOgTemplate(CURATOR, { id, version }, green)).toEqual({
      ok: true,
      message: "Template saved successfully!",
      id,
    });

    const red = { ...style, background_color: "#EF4444" };
    const refused = await saveOgTemplate(TEST_ADMIN, { id, version }, red);
    const [row] = await db
      .select({ color: t.ogTemplates.background_color, at: t.ogTemplates.changed_at })
      .from(t.ogTemplates)
      .where(eq(t.ogTemplates.id, id));
    expect(refused).toEqual({
      ok: false,
      message: staleMessage("curator@example.com", "template", row.at!),
    });
    expect(row.color).toBe("#10B981");
  });

  it("an edit page opened before another change deletes nothing", async () => {
    const { db } = database();
    const id = await createExample();
    const company = await openEditor("example-data");
    const [ada] = await db
      .select({ id: t.keyperson.id })
      .from(t.keyperson)
      .where(eq(t.keyperson.name, "Ada Example"));
    const person = (await getPersonForEdit(TEST_ADMIN, ada.id))!;
    const draft = headlineSchema.parse({
      url: "https://news.example/b",
      description: "Draft",
      headline_type: "funding",
      headline_date: "2025-01-31",
      published: false,
    });
    const created = await saveHeadline(TEST_ADMIN, null, draft);
    const headline = created.ok ? { id: created.id, version: created.version } : null;

    // Another curator's company save changes the company and its people; a headline save, the headline.
    company.form.key_people[0].role = "Chair";
    expect(await updateCompanyFromEditor(CURATOR, id, company.version, company.form)).toMatchObject(
      { ok: true },
    );
    expect(
      await saveHeadline(CURATOR, headline, { ...draft, description: "Draft, checked" }),
    ).toMatchObject({ ok: true });

    const byCurator = (what: string) =>
      expect.stringMatching(
        new RegExp(
          `^curator@example\\.com changed this ${what} at .* UTC, after you opened it\\. Nothing was deleted: open the ${what} again to see their change, then delete it if you still want to\\.$`,
        ),
      );
    expect(await deleteCompany(TEST_ADMIN, company, "Example Data")).toEqual({
      ok: false,
      message: byCurator("company"),
    });
    expect(await deletePerson(TEST_ADMIN, { id: ada.id, version: person.version })).toEqual({
      ok: false,
      message: byCurator("person"),
    });
    expect(await deleteUnpublishedHeadline(TEST_ADMIN, headline!)).toEqual({
      ok: false,
      message: byCurator("headline"),
    });
    expect(await db.$count(t.organization)).toBe(1);
    expect(await db.$count(t.keyperson, eq(t.keyperson.id, ada.id))).toBe(1);
    expect(await db.$count(t.headline)).toBe(1);
  });
});
