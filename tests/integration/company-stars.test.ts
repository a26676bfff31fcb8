import { beforeEach, describe, expect, it } from "vitest";
import { useDatabase, type Db } from "@/lib/db/client";
import { DEFAULT_LIST_STATE, type ListState } from "@/lib/domain/list-state";
import { companiesEndpoint } from "@/lib/api/endpoints/companies";
import { refreshCompanyFigures } from "@/lib/github/company-figures";
import { getAdjacentCompanies } from "@/lib/queries/adjacent-companies";
import { listCompaniesAfter } from "@/lib/queries/company-keyset";
import { listCompanies } from "@/lib/queries/company-list";
import type { KeyAfter } from "@/lib/queries/keyset";
import { caller, useApiSecret } from "./api/api-fixtures";
import { DRIVERS, useFreshDatabase } from "./databases";
import { companyWithRepos, TODAY } from "./stars-fixtures";

// Companies created in this order (ids ascending), with their repositories' figures.
async function seed(db: Db) {
  // Aster and Cedar tie on stars: the list's tie-break (id, most first) puts Cedar first.
  await companyWithRepos(db, "Aster", { "aster/db": { stars: 40_000, before: 30_000 } });
  await companyWithRepos(db, "Birch", {
    "birch/app": { stars: 7_000, before: 1_000 },
    "birch/cli": { stars: 1_000, before: 1_000 },
  });
  await companyWithRepos(db, "Cedar", {
    "cedar/core": { stars: 35_000, before: 30_000 },
    "cedar/ui": { stars: 5_000, before: 5_000 },
  });
  // Stars but no count 90 days ago: no growth figure.
  await companyWithRepos(db, "Dune", { "dune/x": { stars: 300 } });
  // A repository never synced, and a company without any: no figures at all.
  await companyWithRepos(db, "Elm", { "elm/pending": { stars: null } });
  await companyWithRepos(db, "Fir", {});
  await companyWithRepos(
    db,
    "Gorse",
    { "gorse/big": { stars: 900_000, before: 1 } },
    {
      published: false,
    },
  );
  await companyWithRepos(
    db,
    "Heath",
    { "heath/big": { stars: 800_000, before: 1 } },
    {
      dummy: true,
    },
  );
  await refreshCompanyFigures(db, TODAY);
}

const BY_STARS = ["Cedar", "Aster", "Birch", "Dune", "Fir", "Elm"];
const BY_GROWTH = ["Aster", "Birch", "Cedar", "Fir", "Elm", "Dune"];

const sorted = (sortField: ListState["sortField"]): ListState => ({
  ...DEFAULT_LIST_STATE,
  sortField,
  sortDirection: "desc",
});

/** Every company of the list, walked by key `size` rows at a time. */
async function walkByKey(state: ListState, size: number) {
  const names: string[] = [];
  let after: KeyAfter | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const rows = await listCompaniesAfter(state, after, size);
    names.push(...rows.map((row) => row.name));
    if (rows.length < size) break;
    const last = rows[rows.length - 1];
    after = { value: last.sort_value, id: last.id };
  }
  return names;
}

describe.each(DRIVERS)("the company list by GitHub stars on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  useApiSecret();
  beforeEach(async () => {
    useDatabase(database());
    await seed(database().db);
  });

  it("sorts by stars and by 90-day growth, most first, companies without figures last", async () => {
    for (const [field, expected] of [
      ["stars", BY_STARS],
      ["star_gain_90d", BY_GROWTH],
    ] as const) {
      const page = await listCompanies(sorted(field));
      expect(
        page.items.map((item) => item.name),
        field,
      ).toEqual(expected);
    }
  });

  it("keeps the same order across pages read by key, whatever the page size", async () => {
    for (const [field, expected] of [
      ["stars", BY_STARS],
      ["star_gain_90d", BY_GROWTH],
    ] as const) {
      for (const size of [1, 2, 4]) {
        expect(await walkByKey(sorted(field), size), `${field} by ${size}`).toEqual(expected);
      }
    }
  });

  it("gives each company its total stars, null without figures", async () => {
    const page = await listCompanies(sorted("stars"));
    expect(Object.fromEntries(page.items.map((item) => [item.name, item.stars]))).toEqual({
      Aster: 40_000,
      Birch: 8_000,
      Cedar: 40_000,
      Dune: 300,
      Elm: null,
      Fir: null,
    });
  });

  it("leads previous and next through the same order", async () => {
    const state = sorted("star_gain_90d");
    const [cedar] = (await listCompanies(state)).items.filter((item) => item.name === "Cedar");
    const around = await getAdjacentCompanies(cedar.shortname, state);
    expect([around.previous?.name, around.next?.name]).toEqual(["Birch", "Fir"]);
  });

  it("serves the API's sort=stars:desc and star_gain_90d:desc in the same order, page by page", async () => {
    const call = caller(companiesEndpoint);
    for (const [sort, expected] of [
      ["stars:desc", BY_STARS],
      ["star_gain_90d:desc", BY_GROWTH],
    ] as const) {
      const names: string[] = [];
      let next: string | null = `/api/v1/companies?sort=${sort}&limit=2`;
      while (next) {
        const response = await call(next, {});
        expect(response.status).toBe(200);
        const page = (await response.json()) as { data: { name: string }[]; next: string | null };
        names.push(...page.data.map((row) => row.name));
        next = page.next;
      }
      expect(names, sort).toEqual(expected);
    }
    // An order the list does not offer is refused, naming the parameter.
    const refused = await call("/api/v1/companies?sort=stars:asc", {});
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ parameter: "sort" });
  });
});
