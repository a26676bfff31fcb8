import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { deleteCompany } from "@/lib/admin/companies/delete-company";
import { bulkChangeCompanies } from "@/lib/admin/companies/table/bulk-companies";
import { bulkChangeHeadlines } from "@/lib/admin/headlines/bulk-headlines";
import { restoreChange } from "@/lib/admin/history/restore-change";
import { mergePeople } from "@/lib/admin/people/merge-people";
import { savePerson } from "@/lib/admin/people/save-person";
import { mergeTags } from "@/lib/admin/tags/merge-tags";
import { deleteTags, updateTag } from "@/lib/admin/tags/tag-writes";
import { runTerminalCommand } from "@/lib/admin/terminal/run-terminal-command";
import { useDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { selectRows } from "@/lib/db/rows";
import * as t from "@/lib/db/schema";
import { BATCH_TEMPLATES } from "@/lib/domain/batch/templates";
import { search } from "@/lib/search";
import { personSchema } from "@/lib/validation/person";
import { TEST_ADMIN } from "../../fixtures/admin";
import { runImport } from "../batch-rows";
import { DRIVERS, postgresAvailable, unmigratedDatabase, useFreshDatabase } from "../databases";
import { openedRow } from "../opened-row";
import { categoryId } from "../tag-fixtures";
import { groupStatements } from "./bulk-statements";
import { documentRows, refreshCalls, refreshCallsOfEach } from "./document-writes";
import { companiesFound, companiesFoundBy, headlinesFound, peopleFound } from "./found";
import {
  createFromEditor,
  editCompany,
  lastChangeId,
  quokkaLabs,
  saveHeadlineForm,
} from "./index-fixtures";
import { migrateBefore } from "./migrate-before";

// Every write path keeps the search documents: each test changes what a document holds through
// one admin write, then searches as a visitor would, for the new words and the removed ones.

describe.each(DRIVERS)("the search index follows every write on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));
  const db = () => database().db;

  async function personId(name: string) {
    const [row] = await db().select().from(t.keyperson).where(eq(t.keyperson.name, name));
    return row.id;
  }

  async function tagId(name: string) {
    const [row] = await db().select().from(t.tag).where(eq(t.tag.name, name));
    return row.id;
  }

  it("the company editor: name, tagline, description, city, tags, projects and people", async () => {
    const id = await createFromEditor(quokkaLabs());
    await saveHeadlineForm(db(), null, {
      description: "A seed round for the marsupials",
      organization_ids: [id],
    });
    await editCompany("quokka-labs", (form) => {
      form.name = "Nimbus Analytics";
      form.short_description = "Streaming ledger";
      form.description = "Builds a periscope for traces.";
      form.city = "Lisbon, Portugal";
      form.tags = [{ category: "technology", name: "Observability" }];
      form.projects = [{ name: "nimbusql", resources_url: "https://github.com/nimbus/nimbusql" }];
      form.key_people = [
        { name: "Grace Hopper", role: "CTO", is_founder: false, social_accounts: [] },
      ];
    });
    const added = [
      "nimbus",
      "ledger",
      "periscope",
      "lisbon",
      "observability",
      "nimbusql",
      "hopper",
    ];
    const removed = ["columnar", "telescope", "berlin", "lakehouse", "quokkadb", "lovelace"];
    expect(await companiesFoundBy([...added, ...removed])).toEqual({
      ...Object.fromEntries(added.map((word) => [word, ["Nimbus Analytics"]])),
      ...Object.fromEntries(removed.map((word) => [word, []])),
    });
    // The company's new name is in its people's and headlines' documents too.
    expect(await peopleFound("nimbus")).toEqual(["Grace Hopper"]);
    expect(await headlinesFound("nimbus analytics")).toEqual(["A seed round for the marsupials"]);
    expect(await headlinesFound("quokka")).toEqual([]);
  });

  it("a shortname renamed in the editor: the new and the former shortnames find the company", async () => {
    await createFromEditor(quokkaLabs());
    await editCompany("quokka-labs", () => {}, "wombat-works");
    expect(await companiesFound("wombat")).toEqual(["Quokka Labs"]);
    await editCompany("wombat-works", () => {}, "koala-kit");
    expect(await companiesFound("koala")).toEqual(["Quokka Labs"]);
    expect(await companiesFound("wombat")).toEqual(["Quokka Labs"]);
  });

  it("the admin terminal's create and update", async () => {
    const create = '{"name": "Fjord Systems", "published": true, "city": "Oslo, Norway"}';
    const created = await runTerminalCommand(TEST_ADMIN, `add ${create}`);
    expect(created.lines[0].text).toBe('✅ Company "Fjord Systems" created');
    expect(await companiesFound("oslo")).toEqual(["Fjord Systems"]);
    const update = {
      short_description: "Quantum kettles",
      city: "Bergen, Norway",
      tags: [{ category: "technology", name: "Cryogenics" }],
    };
    const answer = await runTerminalCommand(
      TEST_ADMIN,
      `update "Fjord Systems" ${JSON.stringify(update)}`,
    );
    expect(answer.lines[0].text).toBe('✅ Company "Fjord Systems" updated');
    expect(await companiesFoundBy(["kettles", "bergen", "cryogenics", "oslo"])).toEqual({
      kettles: ["Fjord Systems"],
      bergen: ["Fjord Systems"],
      cryogenics: ["Fjord Systems"],
      oslo: [],
    });
  });

  it("the batch files of companies in JSON, with their updates", async () => {
    await runImport("companies-json", BATCH_TEMPLATES["companies-json"].text);
    expect(await companiesFound("vector database")).toEqual(["Example Vectors"]);
    expect(await peopleFound("example vectors")).toEqual(["Ada Example"]);
    await runImport("company-updates", BATCH_TEMPLATES["company-updates"].text);
    expect(await companiesFoundBy(["munich", "linus", "vectors client", "berlin"])).toEqual({
      munich: ["Example Vectors"],
      linus: ["Example Vectors"],
      "vectors client": ["Example Vectors"],
      berlin: [],
    });
  });

  it("the batch files of companies and headlines in CSV", async () => {
    await runImport("companies-csv", BATCH_TEMPLATES["companies-csv"].text);
    await runImport("headlines-csv", BATCH_TEMPLATES["headlines-csv"].text);
    // Imported companies wait unpublished; publishing them writes no document.
    const [{ id }] = await db().select({ id: t.organization.id }).from(t.organization);
    await bulkChangeCompanies(TEST_ADMIN, { ids: [id] }, { kind: "publish" });
    expect(await companiesFound("vectors client")).toEqual(["Example Vectors"]);
    expect(await peopleFound("linus")).toEqual(["Linus Example"]);
    expect(await headlinesFound("series")).toEqual(["Example Vectors raises $20M Series A"]);
    expect((await headlinesFound("example vectors")).sort()).toEqual([
      "Example Vectors 2.0 is out",
      "Example Vectors raises $20M Series A",
    ]);
  });

  it("bulk actions on companies: apply a tag, remove it, delete", async () => {
    const ids = [
      await createFromEditor(quokkaLabs()),
      await createFromEditor(quokkaLabs({ name: "Wombat Works" })),
    ];
    const [{ id: tagId }] = await db()
      .insert(t.tag)
      .values({ name: "Serverless" })
      .returning({ id: t.tag.id });
    await bulkChangeCompanies(TEST_ADMIN, { ids }, { kind: "apply-tag", tagId });
    expect((await companiesFound("serverless")).sort()).toEqual(["Quokka Labs", "Wombat Works"]);
    await bulkChangeCompanies(TEST_ADMIN, { ids: [ids[0]] }, { kind: "remove-tag", tagId });
    expect(await companiesFound("serverless")).toEqual(["Wombat Works"]);
    await bulkChangeCompanies(TEST_ADMIN, { ids: [ids[1]] }, { kind: "delete", confirm: 1 });
    expect(await companiesFound("serverless")).toEqual([]);
  });

  it("bulk actions on headlines: published, a draft is found; deleted, its document goes", async () => {
    const company = await createFromEditor(quokkaLabs());
    const draft = (description: string, url: string) =>
      saveHeadlineForm(db(), null, {
        description,
        url,
        published: false,
        organization_ids: [company],
      });
    const perth = await draft("Quokka Labs opens a lab in Perth", "https://news.example/perth");
    const darwin = await draft("Quokka Labs opens a lab in Darwin", "https://news.example/darwin");
    expect(await headlinesFound("perth")).toEqual([]);
    await bulkChangeHeadlines(TEST_ADMIN, [perth], "publish");
    expect(await headlinesFound("quokka")).toEqual(["Quokka Labs opens a lab in Perth"]);
    await bulkChangeHeadlines(TEST_ADMIN, [darwin], "delete");
    const documents = await db().select().from(t.headlineSearch);
    expect(documents.map((row) => row.headline_id)).toEqual([perth]);
  });

  it("a tag renamed", async () => {
    await createFromEditor(quokkaLabs());
    const id = await tagId("Lakehouse");
    const technology = await categoryId(db(), "technology");
    const input = { name: "Datalake", description: null, category_id: technology };
    expect(await updateTag(TEST_ADMIN, await openedRow(db(), "tag", id), input)).toMatchObject({
      ok: true,
    });
    expect(await companiesFoundBy(["datalake", "lakehouse"])).toEqual({
      datalake: ["Quokka Labs"],
      lakehouse: [],
    });
  });

  it("tags merged", async () => {
    await createFromEditor(quokkaLabs({ tags: [{ category: "technology", name: "K8s" }] }));
    await createFromEditor(
      quokkaLabs({ name: "Wombat Works", tags: [{ category: "technology", name: "Kubernetes" }] }),
    );
    const kept = await tagId("Kubernetes");
    expect(await mergeTags(TEST_ADMIN, [kept, await tagId("K8s")], kept)).toMatchObject({
      ok: true,
    });
    expect(await companiesFoundBy(["kubernetes", "k8s"])).toEqual({
      kubernetes: ["Quokka Labs", "Wombat Works"],
      k8s: [],
    });
  });

  it("a tag deleted, then restored from the history", async () => {
    await createFromEditor(quokkaLabs());
    await deleteTags(TEST_ADMIN, [await tagId("Lakehouse")], "Error deleting item");
    expect(await companiesFound("lakehouse")).toEqual([]);
    expect(await restoreChange(TEST_ADMIN, await lastChangeId(db()))).toMatchObject({ ok: true });
    expect(await companiesFound("lakehouse")).toEqual(["Quokka Labs"]);
  });

  it("people merged, then the merge undone from the history", async () => {
    await createFromEditor(quokkaLabs({ key_people: [{ name: "David Smith", role: "CEO" }] }));
    await createFromEditor(
      quokkaLabs({ name: "Wombat Works", key_people: [{ name: "Dave Smith", role: "Advisor" }] }),
    );
    const merged = await mergePeople(
      TEST_ADMIN,
      await personId("David Smith"),
      await personId("Dave Smith"),
    );
    expect(merged).toMatchObject({ ok: true });
    expect(await companiesFoundBy(["dave", "david"])).toEqual({
      dave: [],
      david: ["Quokka Labs", "Wombat Works"],
    });
    expect(await peopleFound("wombat advisor")).toEqual(["David Smith"]);
    expect(await restoreChange(TEST_ADMIN, await lastChangeId(db()))).toMatchObject({ ok: true });
    expect(await companiesFound("dave")).toEqual(["Wombat Works"]);
    expect(await peopleFound("wombat")).toEqual(["Dave Smith"]);
  });

  it("the person editor: a person's name and role", async () => {
    const company = await createFromEditor(quokkaLabs());
    const id = await personId("Ada Lovelace");
    const input = personSchema.parse({
      name: "Ada Byron",
      linkedin_url: null,
      companies: [{ organization_id: company, role: "Chancellor" }],
    });
    expect(await savePerson(TEST_ADMIN, await openedRow(db(), "person", id), input)).toMatchObject({
      ok: true,
    });
    expect(await companiesFoundBy(["byron", "lovelace"])).toEqual({
      byron: ["Quokka Labs"],
      lovelace: [],
    });
    expect(await peopleFound("chancellor")).toEqual(["Ada Byron"]);
    expect(await peopleFound("lovelace")).toEqual([]);
  });

  it("a project renamed in the editor, in every company that shares it", async () => {
    await createFromEditor(quokkaLabs());
    await createFromEditor(quokkaLabs({ name: "Wombat Works" }));
    await editCompany("quokka-labs", (form) => {
      form.projects[0].name = "kangaroodb";
    });
    expect(await companiesFoundBy(["kangaroodb", "quokkadb"])).toEqual({
      kangaroodb: ["Quokka Labs", "Wombat Works"],
      quokkadb: [],
    });
  });

  it("the headline form: title, outlet and companies", async () => {
    const quokka = await createFromEditor(quokkaLabs());
    const wombat = await createFromEditor(quokkaLabs({ name: "Wombat Works" }));
    const id = await saveHeadlineForm(db(), null, {
      description: "A seed round for the marsupials",
      media_outlet: "Gazette",
      organization_ids: [quokka],
    });
    expect(await headlinesFound("gazette quokka")).toEqual(["A seed round for the marsupials"]);
    await saveHeadlineForm(db(), id, {
      description: "An acquisition among marsupials",
      media_outlet: "Chronicle",
      organization_ids: [wombat],
    });
    for (const word of ["seed", "gazette", "quokka"])
      expect(await headlinesFound(word)).toEqual([]);
    expect(await headlinesFound("acquisition chronicle wombat")).toEqual([
      "An acquisition among marsupials",
    ]);
  });

  it("a headline's change restored from the history", async () => {
    const id = await saveHeadlineForm(db(), null, {
      description: "Quokka Labs raises a seed round",
    });
    await saveHeadlineForm(db(), id, { description: "Quokka Labs raises a series A" });
    expect(await headlinesFound("seed")).toEqual([]);
    expect(await restoreChange(TEST_ADMIN, await lastChangeId(db()))).toMatchObject({ ok: true });
    expect(await headlinesFound("seed")).toEqual(["Quokka Labs raises a seed round"]);
    expect(await headlinesFound("series")).toEqual([]);
  });

  it("a company's change and its deletion restored from the history", async () => {
    const id = await createFromEditor(quokkaLabs());
    await editCompany("quokka-labs", (form) => {
      form.city = "Lisbon, Portugal";
    });
    expect(await restoreChange(TEST_ADMIN, await lastChangeId(db()))).toMatchObject({ ok: true });
    expect(await companiesFoundBy(["berlin", "lisbon"])).toEqual({
      berlin: ["Quokka Labs"],
      lisbon: [],
    });
    await deleteCompany(TEST_ADMIN, await openedRow(db(), "company", id), "Quokka Labs");
    expect(await companiesFound("lakehouse")).toEqual([]);
    expect(await restoreChange(TEST_ADMIN, await lastChangeId(db()))).toMatchObject({ ok: true });
    expect(await companiesFoundBy(["lakehouse", "quokkadb", "lovelace"])).toEqual({
      lakehouse: ["Quokka Labs"],
      quokkadb: ["Quokka Labs"],
      lovelace: ["Quokka Labs"],
    });
  });

  it("a company deleted: its people's and headlines' documents no longer hold its name", async () => {
    // One person at both companies: the same LinkedIn profile.
    const ada = { name: "Ada Lovelace", linkedin_url: "https://www.linkedin.com/in/ada-lovelace" };
    const quokka = await createFromEditor(quokkaLabs({ key_people: [{ ...ada, role: "CEO" }] }));
    const wombat = await createFromEditor(
      quokkaLabs({ name: "Wombat Works", key_people: [{ ...ada, role: "CTO" }] }),
    );
    await saveHeadlineForm(db(), null, {
      description: "Two marsupials merge",
      organization_ids: [quokka, wombat],
    });
    expect(await peopleFound("quokka wombat")).toEqual(["Ada Lovelace"]);
    await deleteCompany(TEST_ADMIN, await openedRow(db(), "company", quokka), "Quokka Labs");
    expect(await peopleFound("quokka")).toEqual([]);
    expect(await headlinesFound("quokka")).toEqual([]);
    expect(await peopleFound("wombat")).toEqual(["Ada Lovelace"]);
    expect(await headlinesFound("wombat")).toEqual(["Two marsupials merge"]);
  });
});

describe.each(DRIVERS)("the search index's keys and cost on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));
  const db = () => database().db;

  it("folds case, accents, spaces and punctuation, in the database as in searches", async () => {
    const [keys] = await selectRows(
      db(),
      sql`select search_key('Post Hog') as spaced, search_key('post-hog') as hyphenated,
        search_key('PostHog') as joined, search_fold('Clément') as accented`,
    );
    expect(keys).toEqual({
      spaced: "posthog",
      hyphenated: "posthog",
      joined: "posthog",
      accented: "clement",
    });
    await createFromEditor(
      quokkaLabs({ name: "PostHog", key_people: [{ name: "Clément Delangue", role: "CEO" }] }),
    );
    for (const query of ["Post Hog", "post-hog", "POSTHOG"]) {
      expect(await companiesFound(query)).toEqual(["PostHog"]);
    }
    expect(await peopleFound("clement")).toEqual(["Clément Delangue"]);
    expect(await companiesFound("Clement")).toEqual(["PostHog"]);
  });

  it("a statement on a thousand rows refreshes their documents in as many calls as on one row", async () => {
    const one = await refreshCallsOfEach(db(), groupStatements(1, 1));
    expect(await refreshCallsOfEach(db(), groupStatements(2, 1000))).toEqual(one);
  });

  it("a transaction refreshes each kind of document once, however many statements it runs", async () => {
    // All but those hiding the companies, so that their documents can be searched after.
    const statements = Object.entries(groupStatements(3, 100))
      .filter(([name]) => name !== "unpublish" && name !== "delete companies")
      .map(([, statement]) => statement);
    expect(await refreshCalls(db(), ...statements)).toEqual({
      refresh_company_search: 1,
      refresh_person_search: 1,
      refresh_headline_search: 1,
    });
    expect((await companiesFound("Firm 3-7 Renamed"))[0]).toBe("Firm 3-7 Renamed");
    expect((await peopleFound("Person 3-7 Jr"))[0]).toBe("Person 3-7 Jr");
  });

  it("a write that changes nothing searchable changes no document, only the dates of ties", async () => {
    const id = await createFromEditor(quokkaLabs());
    const headline = await saveHeadlineForm(db(), null, { organization_ids: [id] });
    const before = await documentRows(db());
    expect(before).toHaveLength(3);
    await editCompany("quokka-labs", (form) => {
      form.year_founded = 2001;
      form.websites = ["https://quokka.example"];
      form.key_people[0].is_founder = true;
      form.key_people[0].social_accounts = [{ account_type: "x", url: "https://x.com/ada" }];
    });
    await saveHeadlineForm(db(), headline, { organization_ids: [id], headline_date: "2025-03-01" });
    const after = await documentRows(db());
    expect(after.map(({ document }) => document)).toEqual(before.map(({ document }) => document));
    const [{ date_updated }] = await selectRows<{ date_updated: string }>(
      db(),
      sql`select date_updated::text from organization where id = ${id}`,
    );
    const [company, headlineRow, person] = before.map(({ row }) => row);
    expect(after.map(({ row, date }) => [row, date])).toEqual([
      [company, date_updated],
      [headlineRow, "2025-03-01"],
      [person, null],
    ]);
    expect(date_updated).not.toBe(before[0].date);
  });
});

describe.each(DRIVERS)("the search index's migration on $name", ({ driver }) => {
  it("makes the documents and the vocabulary of what a database already holds", async (context) => {
    if (driver === "postgres" && !postgresAvailable()) context.skip();
    const database = await unmigratedDatabase(driver);
    try {
      await migrateBefore(database, "20261127215208_search_documents");
      await database.db.execute(sql`with
        o as (insert into organization (name, shortname, city, published)
          values ('Quokka Labs', 'quokka-labs', 'Berlin, Germany', true) returning id),
        t as (insert into tag (name) values ('Lakehouse') returning id),
        ot as (insert into organization_tag select o.id, t.id from o, t),
        pr as (insert into project (name) values ('quokkadb') returning id),
        op as (insert into organizationproject select o.id, pr.id from o, pr),
        p as (insert into keyperson (name) values ('Ada Lovelace') returning id),
        ok as (insert into organizationkeyperson (organization_id, key_person_id, role)
          select o.id, p.id, 'Chancellor' from o, p),
        h as (insert into headline (headline_type, url, description)
          values ('funding', 'https://news.example/q', 'A seed round for the marsupials') returning id),
        ho as (insert into headlineorganization (headline_id, organization_id) select h.id, o.id from h, o),
        r as (insert into shortname_redirect (old_shortname, organization_id)
          select 'wombat-works', o.id from o)
        select 1`);
      await applyMigrations(database);
      useDatabase(database);
      const words = ["lakehouse", "quokkadb", "lovelace", "berlin", "wombat"];
      expect(await companiesFoundBy(words)).toEqual(
        Object.fromEntries(words.map((word) => [word, ["Quokka Labs"]])),
      );
      expect(await peopleFound("quokka chancellor")).toEqual(["Ada Lovelace"]);
      expect(await headlinesFound("quokka")).toEqual(["A seed round for the marsupials"]);
      // The vocabulary was made too: a typo in a tag is corrected.
      const corrected = await search("lakehovse", { kinds: ["companies"] });
      expect([corrected.correction, corrected.companies.hits.map((hit) => hit.name)]).toEqual([
        "lakehouse",
        ["Quokka Labs"],
      ]);
      // A former shortname is a name: found first, as the name is.
      const former = await search("Wombat Works", { kinds: ["companies"] });
      expect(former.companies.hits.map(({ name, tier }) => [name, tier])).toEqual([
        ["Quokka Labs", 0],
      ]);
    } finally {
      await database.close();
    }
  });
});
