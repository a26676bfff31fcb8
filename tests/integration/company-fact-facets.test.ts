import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { companyFacetsAsAdmin, listCompaniesAsAdmin } from "@/lib/admin/draft-views";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { decadeYears, thisYear } from "@/lib/domain/founded-years";
import { FUNDING_RANGES } from "@/lib/domain/funding-ranges";
import {
  changeListState,
  DEFAULT_LIST_STATE,
  defaultSort,
  type ListState,
} from "@/lib/domain/list-state";
import { companyFacets, type CompanyFacets } from "@/lib/queries/company-facets";
import { listCompanies } from "@/lib/queries/company-list";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

// The list's filters on the companies' facts (year founded, funding range, has a valuation)
// and their facets' counts, which must be what the list shows with that value chosen.

const COMPANIES = [
  { name: "Old Iron", year: 1995, funding: "5M", valuation: null, tag: "Database" },
  { name: "Nine Data", year: 2009, funding: "10M", valuation: 50, tag: "Database" },
  { name: "Teen Cloud", year: 2012, funding: "99.5M", valuation: null, tag: "Kubernetes" },
  { name: "Late Ops", year: 2019, funding: "1B", valuation: 8000, tag: "Kubernetes" },
  { name: "New AI", year: 2021, funding: "250M", valuation: 1200, tag: "Database" },
  { name: "No Year", year: null, funding: null, valuation: 10, tag: "Database" },
  // Years outside what the list accepts (before 1800, after this year): no decade has them.
  { name: "Guild Works", year: 1750, funding: "2M", valuation: null, tag: "Kubernetes" },
  { name: "Future Co", year: 2099, funding: "Undisclosed", valuation: null, tag: "Database" },
  { name: "Hidden Co", year: 2011, funding: "500M", valuation: 300, tag: "Database", hidden: true },
];

async function seed(db: Db) {
  for (const c of COMPANIES) {
    await createCompany(
      db,
      companyFixture({
        name: c.name,
        year_founded: c.year ?? undefined,
        total_funding: c.funding ?? undefined,
        published: !c.hidden,
        tags: [{ category: "technology", name: c.tag }],
        valuation: c.valuation ? { amount: c.valuation, date: "2025-01-01" } : undefined,
      }),
    );
  }
}

const state = (change: Partial<ListState> = {}): ListState => ({
  ...DEFAULT_LIST_STATE,
  sortField: "name",
  sortDirection: "asc",
  itemsPerPage: "all",
  ...change,
});

const names = async (change: Partial<ListState>) =>
  (await listCompanies(state(change))).items.map((company) => company.name);

async function tagId(db: Db, name: string) {
  const [row] = await db.select({ id: t.tag.id }).from(t.tag).where(eq(t.tag.name, name));
  return row.id;
}

/** Each value of the fact facets, as the change of the list's state its link makes. */
function factValues(facets: CompanyFacets) {
  const latest = thisYear();
  return [
    ...facets.decades.map(({ decade, companies }) => ({
      label: `${decade}s`,
      change: decadeYears(decade, latest) as Partial<ListState>,
      companies,
    })),
    ...facets.funding.map(({ range, companies }) => ({
      label: range,
      change: { funding: range } as Partial<ListState>,
      companies,
    })),
    { label: "valuation", change: { hasValuation: true }, companies: facets.withValuation },
  ];
}

describe.each(DRIVERS)("the company list's fact filters on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(async () => {
    useDatabase(database());
    await seed(database().db);
  });

  it("filters by the years founded, either end of the range open", async () => {
    expect(await names({ foundedFrom: 2010, foundedTo: 2019 })).toEqual(["Late Ops", "Teen Cloud"]);
    expect(await names({ foundedFrom: 2019 })).toEqual(["Future Co", "Late Ops", "New AI"]);
    expect(await names({ foundedTo: 2009 })).toEqual(["Guild Works", "Nine Data", "Old Iron"]);
    expect(await names({ foundedFrom: 2012, foundedTo: 2012 })).toEqual(["Teen Cloud"]);
  });

  it("filters by funding range, each holding its lower bound; unparsable is not disclosed", async () => {
    expect(await names({ funding: "under-10m" })).toEqual(["Guild Works", "Old Iron"]);
    expect(await names({ funding: "10m-100m" })).toEqual(["Nine Data", "Teen Cloud"]);
    expect(await names({ funding: "100m-1b" })).toEqual(["New AI"]);
    expect(await names({ funding: "over-1b" })).toEqual(["Late Ops"]);
    expect(await names({ funding: "not-disclosed" })).toEqual(["Future Co", "No Year"]);
  });

  it("filters the companies with a valuation, and combines with the other filters", async () => {
    expect(await names({ hasValuation: true })).toEqual([
      "Late Ops",
      "New AI",
      "Nine Data",
      "No Year",
    ]);
    const databaseTag = await tagId(database().db, "Database");
    expect(
      await names({
        hasValuation: true,
        tags: [databaseTag],
        foundedFrom: 2000,
        funding: "10m-100m",
      }),
    ).toEqual(["Nine Data"]);
  });

  it("counts each decade, funding range and the valuation toggle as the list shows them", async () => {
    const db = database().db;
    const kubernetes = await tagId(db, "Kubernetes");
    const search = (text: string) => ({ search: text, ...defaultSort(text) });
    const bases: Partial<ListState>[] = [
      {},
      { tags: [kubernetes] },
      { type: "company", foundedFrom: 2010 },
      { funding: "10m-100m" },
      { hasValuation: true, foundedTo: 2015 },
      search("data"),
    ];
    for (const base of bases) {
      const facets = await companyFacets(state(base));
      for (const value of factValues(facets)) {
        const shown = await listCompanies(changeListState(state(base), value.change));
        expect(value.companies, `${JSON.stringify(base)} ${value.label}`).toBe(shown.total);
      }
      // The funding ranges hold every company once: without one chosen, they add up to the list.
      const total = (await listCompanies(state({ ...base, funding: null }))).total;
      const sum = facets.funding.reduce((all, { companies }) => all + companies, 0);
      expect(sum, JSON.stringify(base)).toBe(total);
    }
  });

  it("gives the decades with companies, newest first, without years outside the list's range", async () => {
    const { decades } = await companyFacets(state());
    expect(decades).toEqual([
      { decade: 2020, companies: 1 },
      { decade: 2010, companies: 2 },
      { decade: 2000, companies: 1 },
      { decade: 1990, companies: 1 },
    ]);
    expect((await companyFacets(state())).funding.map(({ range }) => range)).toEqual([
      ...FUNDING_RANGES,
    ]);
  });

  it("counts the unpublished companies the admin's toggle adds", async () => {
    const admin = state({ showUnpublished: true });
    const facets = await companyFacetsAsAdmin(TEST_ADMIN, admin);
    expect(facets.withValuation).toBe(5);
    expect(facets.decades.find(({ decade }) => decade === 2010)?.companies).toBe(3);
    for (const value of factValues(facets)) {
      const shown = await listCompaniesAsAdmin(TEST_ADMIN, changeListState(admin, value.change));
      expect(value.companies, value.label).toBe(shown.total);
    }
  });
});
