import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { DEFAULT_LIST_STATE, defaultSort, type ListState } from "@/lib/domain/list-state";
import { listCompaniesAsAdmin } from "@/lib/admin/draft-views";
import { getAdjacentCompanies } from "@/lib/queries/adjacent-companies";
import { listCompanies } from "@/lib/queries/company-list";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

// Five published companies and one unpublished, with known tags, cities, funding and valuations.
const COMPANIES = [
  {
    name: "Alpha DB",
    city: "Berlin, Germany",
    total_funding: "10M",
    tags: ["Database", "Apache-2.0"],
    valuation: 100,
  },
  {
    name: "Beta Cloud",
    city: "Austin, TX, USA",
    total_funding: "1.5B",
    tags: ["Kubernetes", "Apache-2.0"],
    valuation: 5000,
  },
  {
    name: "Gamma AI",
    city: null,
    total_funding: "200M",
    tags: ["Database", "MIT"],
    valuation: null,
  },
  {
    name: "Delta Data",
    city: "Paris, France",
    total_funding: null,
    tags: ["Database"],
    valuation: 700,
  },
  {
    name: "Epsilon Ops",
    city: "Zurich, Switzerland",
    total_funding: "50M",
    tags: ["MIT"],
    valuation: null,
  },
  {
    name: "Hidden Co",
    city: "Oslo, Norway",
    total_funding: "5M",
    tags: ["Database"],
    valuation: null,
    published: false,
  },
];

const state = (change: Partial<ListState> = {}): ListState => ({
  ...DEFAULT_LIST_STATE,
  ...change,
});

async function seed(db: Db) {
  for (const [index, c] of COMPANIES.entries()) {
    await createCompany(
      db,
      companyFixture({
        name: c.name,
        city: c.city ?? undefined,
        total_funding: c.total_funding ?? undefined,
        published: c.published ?? true,
        tags: c.tags.map((name) => ({
          category: name.includes(".") ? "license" : "technology",
          name,
        })),
        valuation: c.valuation ? { amount: c.valuation, date: "2025-01-01" } : undefined,
      }),
    );
    // Distinct update times: Alpha is the oldest, Hidden Co the newest.
    await db
      .update(t.organization)
      .set({ date_updated: new Date(Date.UTC(2025, 0, 1 + index)) })
      .where(eq(t.organization.name, c.name));
  }
}

async function tagId(db: Db, name: string) {
  const [row] = await db.select({ id: t.tag.id }).from(t.tag).where(eq(t.tag.name, name));
  return row.id;
}

const names = (page: { items: { name: string }[] }) => page.items.map((c) => c.name);

describe.each(DRIVERS)("company list queries on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(async () => {
    useDatabase(database());
    await seed(database().db);
  });

  it("lists published companies, most recently updated first, with a count", async () => {
    const page = await listCompanies(state());
    expect(names(page)).toEqual([
      "Epsilon Ops",
      "Delta Data",
      "Gamma AI",
      "Beta Cloud",
      "Alpha DB",
    ]);
    expect(page.total).toBe(5);
  });

  it("never shows unpublished companies to visitors, whatever the toggles say", async () => {
    const page = await listCompanies(state({ showOnlyUnpublished: true }));
    expect(names(page)).not.toContain("Hidden Co");
    expect(
      names(await listCompaniesAsAdmin(TEST_ADMIN, state({ showOnlyUnpublished: true }))),
    ).toEqual(["Hidden Co"]);
    expect((await listCompaniesAsAdmin(TEST_ADMIN, state({ showUnpublished: true }))).total).toBe(
      6,
    );
  });

  it("searches with the site's search engine, the most relevant first by default", async () => {
    const searched = (search: string) => state({ search, ...defaultSort(search) });
    for (const search of ["DATA", "delta", "Delte Data", "delta-data"]) {
      expect(names(await listCompanies(searched(search)))[0]).toBe("Delta Data");
    }
    const byName = await listCompanies(state({ search: "data", sortField: "name", sortDirection: "asc" }));
    expect(names(byName)).toEqual([...names(byName)].sort());
    expect((await listCompanies(searched("%"))).total).toBe(0);
    expect((await listCompanies(searched("_"))).total).toBe(0);
  });

  it("filters by tags in any and all modes, ignoring tags that do not exist", async () => {
    const db = database().db;
    const [databaseTag, mit] = [await tagId(db, "Database"), await tagId(db, "MIT")];
    const any = await listCompanies(state({ tags: [databaseTag, mit, 999999] }));
    expect(names(any).sort()).toEqual(["Alpha DB", "Delta Data", "Epsilon Ops", "Gamma AI"]);
    const all = await listCompanies(state({ tags: [databaseTag, mit, 999999], filterMode: "all" }));
    expect(names(all)).toEqual(["Gamma AI"]);
  });

  it("sorts by each field, with missing values last", async () => {
    const sorted = async (sortField: ListState["sortField"], sortDirection: "asc" | "desc") =>
      names(await listCompanies(state({ sortField, sortDirection })));
    expect(await sorted("name", "asc")).toEqual([
      "Alpha DB",
      "Beta Cloud",
      "Delta Data",
      "Epsilon Ops",
      "Gamma AI",
    ]);
    expect((await sorted("city", "asc")).at(-1)).toBe("Gamma AI");
    expect(await sorted("total_funding", "desc")).toEqual([
      "Beta Cloud",
      "Gamma AI",
      "Epsilon Ops",
      "Alpha DB",
      "Delta Data",
    ]);
    expect((await sorted("valuation", "desc")).slice(0, 3)).toEqual([
      "Beta Cloud",
      "Delta Data",
      "Alpha DB",
    ]);
    expect((await sorted("valuation", "asc")).slice(0, 3)).toEqual([
      "Alpha DB",
      "Delta Data",
      "Beta Cloud",
    ]);
  });

  it("pages in SQL and shows the last page for a page past the end", async () => {
    const page = await listCompanies(state({ itemsPerPage: "15", page: 9 }));
    expect(page).toMatchObject({ page: 1, pages: 1, total: 5 });
    const all = await listCompanies(state({ itemsPerPage: "all" }));
    expect(all.items).toHaveLength(5);
  });

  it("gives each card its tags, first website, first project and valuation", async () => {
    const [beta] = (await listCompanies(state({ search: "Beta" }))).items;
    expect(beta).toMatchObject({
      website: "https://example.com",
      valuation_millions: 5000,
      funding_millions: 1500,
      first_project: { name: "exampledb" },
    });
    expect(beta.tags.map((tag) => tag.name).sort()).toEqual(["Apache-2.0", "Kubernetes"]);
  });

  it("finds previous and next companies in the filtered, sorted list", async () => {
    const byName = state({ sortField: "name", sortDirection: "asc" });
    expect(await getAdjacentCompanies("beta-cloud", byName)).toEqual({
      previous: { shortname: "alpha-db", name: "Alpha DB" },
      next: { shortname: "delta-data", name: "Delta Data" },
    });
    const db = database().db;
    const withTag = { ...byName, tags: [await tagId(db, "MIT")] };
    expect(await getAdjacentCompanies("epsilon-ops", withTag)).toEqual({
      previous: null,
      next: { shortname: "gamma-ai", name: "Gamma AI" },
    });
    // An unpublished company is not in a visitor's list at all.
    expect(await getAdjacentCompanies("hidden-co", byName)).toEqual({
      previous: null,
      next: null,
    });
  });
});
