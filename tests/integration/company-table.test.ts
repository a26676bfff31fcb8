import { beforeEach, describe, expect, it } from "vitest";
import { listCompanyTable } from "@/lib/admin/companies/table/list-company-table";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { parseCompanyTableQuery } from "@/lib/domain/company-table-query";
import { TEST_ADMIN } from "../fixtures/admin";
import { seedTableCompanies } from "./company-table-fixtures";
import { useFreshDatabase } from "./databases";

describe("the companies table's read", () => {
  const database = useFreshDatabase("pglite");
  beforeEach(async () => {
    useDatabase(database());
    await seedTableCompanies(database().db);
  });

  const names = async (query: string) =>
    (
      await listCompanyTable(TEST_ADMIN, parseCompanyTableQuery(new URLSearchParams(query)))
    ).items.map((row) => row.name);

  it("lists every company but placeholder cards, by name A-Z by default", async () => {
    expect(await names("")).toEqual(["Alpha", "bravo", "Charlie", "Delta", "Echo"]);
  });

  // One database for every filter (and every sort): each case only reads it.
  const FILTERS: [string, string[]][] = [
    ["published=yes", ["Alpha", "Charlie", "Echo"]],
    ["published=no", ["bravo", "Delta"]],
    // Delta's stored logo is not http(s), so it shows none.
    ["missing=logo", ["bravo", "Charlie", "Delta", "Echo"]],
    ["missing=description", ["Charlie", "Delta"]],
    ["missing=website", ["Delta", "Echo"]],
    ["missing=tags", ["Charlie", "Echo"]],
    ["missing=logo,website", ["Delta", "Echo"]],
    ["stale=1", ["bravo", "Delta"]],
    ["type=foundation", ["Charlie"]],
    ["type=fund&published=yes", ["Echo"]],
    // A part of the name, in any case; % and _ are letters like any other.
    ["q=RAV", ["bravo"]],
    ["q=a&published=yes", ["Alpha", "Charlie"]],
    ["q=%25", []],
  ];
  it("filters by a part of the name, publication, each missing thing, staleness and type", async () => {
    for (const [query, expected] of FILTERS) expect(await names(query), query).toEqual(expected);
  });

  const SORTS: [string, string[]][] = [
    ["sort=name&dir=desc", ["Echo", "Delta", "Charlie", "bravo", "Alpha"]],
    // Ties (same published flag) keep a stable order by id, in the same direction.
    ["sort=published", ["Echo", "Charlie", "Alpha", "Delta", "bravo"]],
    ["sort=updated&dir=asc", ["Delta", "bravo", "Alpha", "Charlie", "Echo"]],
    ["sort=added", ["Alpha", "bravo", "Charlie", "Delta", "Echo"]],
    // Companies without a valuation come last, whichever the direction.
    ["sort=valuation", ["Delta", "Alpha", "bravo", "Echo", "Charlie"]],
    ["sort=valuation&dir=asc", ["bravo", "Alpha", "Delta", "Charlie", "Echo"]],
    ["sort=headlines", ["Delta", "Alpha", "Charlie", "Echo", "bravo"]],
  ];
  it("sorts by each column, both ways", async () => {
    for (const [query, expected] of SORTS) expect(await names(query), query).toEqual(expected);
  });

  it("shows 50 a page, a page past the end showing the last", async () => {
    const { db } = database();
    await db.insert(t.organization).values(
      Array.from({ length: 60 }, (_, i) => ({
        name: `Zulu ${String(i).padStart(2, "0")}`,
        shortname: `zulu-${i}`,
      })),
    );
    const query = (page: string) => parseCompanyTableQuery(new URLSearchParams(`page=${page}`));
    const first = await listCompanyTable(TEST_ADMIN, query("1"));
    expect(first).toMatchObject({ total: 65, page: 1, pages: 2 });
    expect(first.items).toHaveLength(50);
    const second = await listCompanyTable(TEST_ADMIN, query("2"));
    expect(second.items.map((row) => row.name)).toEqual(
      Array.from({ length: 15 }, (_, i) => `Zulu ${String(45 + i).padStart(2, "0")}`),
    );
    expect((await listCompanyTable(TEST_ADMIN, query("9"))).page).toBe(2);
  });

  it("gives each row what its columns show", async () => {
    const { items } = await listCompanyTable(
      TEST_ADMIN,
      parseCompanyTableQuery(new URLSearchParams("")),
    );
    expect(items[0]).toMatchObject({
      name: "Alpha",
      shortname: "alpha",
      published: true,
      logo_url: "https://alpha.test/logo.png",
      website: "https://alpha.test",
      valuation_millions: 500,
      headlines: 2,
    });
  });
});
