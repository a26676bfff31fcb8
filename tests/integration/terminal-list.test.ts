import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listCompaniesForTerminal } from "@/lib/admin/companies/list-companies-for-terminal";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import type { TerminalListOptions } from "@/lib/domain/terminal-command";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

const all: TerminalListOptions = { limit: 20, search: null, published: null };

describe.each(DRIVERS)("the terminal's company list on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);

  beforeEach(async () => {
    const { db } = database();
    useDatabase(database());
    const companies = [
      { name: "Alpha Data", published: true, updated: "2026-01-01T00:00:00Z" },
      { name: "Beta 100% Cloud", published: false, updated: "2026-03-01T00:00:00Z" },
      { name: "Gamma DATA Labs", published: false, updated: "2026-02-01T00:00:00Z" },
      { name: "Delta", published: true, updated: "2026-02-01T00:00:00Z" },
    ];
    for (const company of companies) {
      const { id } = await createCompany(
        db,
        companyFixture({ name: company.name, published: company.published, key_people: [] }),
      );
      await db
        .update(organization)
        .set({ date_updated: sql`${company.updated}::timestamptz` })
        .where(eq(organization.id, id));
    }
  });

  const names = async (options: Partial<TerminalListOptions>) =>
    (await listCompaniesForTerminal(TEST_ADMIN, { ...all, ...options })).map((row) => row.name);

  it("lists published and unpublished companies, newest update first, ties by newest id", async () => {
    expect(await names({})).toEqual(["Beta 100% Cloud", "Delta", "Gamma DATA Labs", "Alpha Data"]);
  });

  it("gives the terminal's columns", async () => {
    const [row] = await listCompaniesForTerminal(TEST_ADMIN, { ...all, limit: 1 });
    expect(row).toEqual({
      id: expect.any(Number),
      name: "Beta 100% Cloud",
      shortname: "beta-100-cloud",
      city: "Berlin, Germany",
      year_founded: 2019,
      total_funding: "1.5B",
      published: false,
      date_updated: new Date("2026-03-01T00:00:00Z"),
    });
  });

  it("stops at the limit", async () => {
    expect(await names({ limit: 2 })).toEqual(["Beta 100% Cloud", "Delta"]);
  });

  it("searches a case-insensitive substring of the name, wildcards taken literally", async () => {
    expect(await names({ search: "data" })).toEqual(["Gamma DATA Labs", "Alpha Data"]);
    expect(await names({ search: "100%" })).toEqual(["Beta 100% Cloud"]);
    expect(await names({ search: "%" })).toEqual(["Beta 100% Cloud"]);
    expect(await names({ search: "_" })).toEqual([]);
  });

  it("filters by published, with the other options", async () => {
    expect(await names({ published: false })).toEqual(["Beta 100% Cloud", "Gamma DATA Labs"]);
    expect(await names({ published: true, search: "a", limit: 1 })).toEqual(["Delta"]);
  });
});
