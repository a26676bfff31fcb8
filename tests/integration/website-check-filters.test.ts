import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lockBulkTargets } from "@/lib/admin/companies/table/bulk-targets";
import { countOpenSourceSignals } from "@/lib/admin/companies/table/count-open-source-signals";
import { listCompanyTable } from "@/lib/admin/companies/table/list-company-table";
import { useDatabase } from "@/lib/db/client";
import { parseCompanyFilter, parseCompanyTableQuery } from "@/lib/domain/company-table-query";
import { O } from "@/lib/queries/visibility";
import { runWebsiteChecks } from "@/lib/websites/sweep";
import { FIRST_WEBSITE_PROBLEM } from "@/lib/websites/website-problems";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";
import {
  addCompany,
  allowLoopback,
  answer,
  deadAddress,
  NOW,
  startSite,
  type StandInSite,
} from "./website-check-fixtures";

let site: StandInSite;
let other: StandInSite;
beforeEach(async () => {
  allowLoopback();
  other = await startSite("127.0.0.2", { "/": answer(200) });
  site = await startSite("127.0.0.1", {
    "/": answer(200),
    "/about": answer(200),
    "/gone": answer(404),
    "/broken": answer(500),
    "/moved": answer(301, { location: `${other.url}/` }),
  });
});
afterEach(async () => {
  await Promise.all([site.close(), other.close()]);
  vi.unstubAllEnvs();
});

describe.each(DRIVERS)("the open-source signals' filters ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(async () => {
    useDatabase(database());
    const { db } = database();
    await addCompany(db, {
      name: "Good",
      websites: [`${site.url}/`],
      repository: { archived: false },
    });
    await addCompany(db, {
      name: "Archived",
      websites: [`${site.url}/about`],
      repository: { archived: true },
    });
    await addCompany(db, { name: "Broken", websites: [`${site.url}/broken`] });
    await addCompany(db, { name: "Moved", websites: [`${site.url}/moved`] });
    await addCompany(db, { name: "Dead", websites: [await deadAddress()] });
    // One good website does not make up for a second one that is gone.
    await addCompany(db, {
      name: "Two sites",
      websites: [`${site.url}/about`, `${site.url}/gone`],
    });
    await addCompany(db, { name: "No website", websites: [] });
  });

  const names = async (query: string) =>
    (
      await listCompanyTable(TEST_ADMIN, parseCompanyTableQuery(new URLSearchParams(query)))
    ).items.map((row) => row.name);

  it("finds nothing unreachable before the first check", async () => {
    expect(await names("problem=website-unreachable")).toEqual([]);
  });

  it("keeps the companies with an unreachable website, an archived repository or none", async () => {
    await runWebsiteChecks(database().db, { now: () => NOW, timeoutMs: 2000 });
    expect(await names("problem=website-unreachable")).toEqual([
      "Broken",
      "Dead",
      "Moved",
      "Two sites",
    ]);
    expect(await names("problem=repository-archived")).toEqual(["Archived"]);
    expect(await names("missing=repository")).toEqual([
      "Broken",
      "Dead",
      "Moved",
      "No website",
      "Two sites",
    ]);
    // Filters narrow together, as the others do.
    expect(await names("problem=website-unreachable,repository-archived")).toEqual([]);
    expect(
      await names("missing=repository&problem=website-unreachable&sort=name&dir=desc"),
    ).toEqual(["Two sites", "Moved", "Dead", "Broken"]);

    // 'All N matching' of the bulk actions reads the same condition.
    const targets = await database().db.transaction((tx) =>
      lockBulkTargets(tx, {
        filter: parseCompanyFilter(new URLSearchParams("problem=website-unreachable")),
      }),
    );
    expect(targets.companies.map((company) => company.name).sort()).toEqual([
      "Broken",
      "Dead",
      "Moved",
      "Two sites",
    ]);

    // The dashboard counts each filter's companies, and links to it.
    expect(await countOpenSourceSignals(TEST_ADMIN)).toEqual([
      { label: "Website unreachable", filterQuery: "problem=website-unreachable", companies: 4 },
      { label: "Repository archived", filterQuery: "problem=repository-archived", companies: 1 },
      { label: "No repository", filterQuery: "missing=repository", companies: 5 },
    ]);
  });

  it("tells why a company's website matches, for the table's marker", async () => {
    await runWebsiteChecks(database().db, { now: () => NOW, timeoutMs: 2000 });
    const rows = await database()
      .db.select({ name: O.name, problem: FIRST_WEBSITE_PROBLEM })
      .from(O)
      .orderBy(sql`${O.name}`);
    const problems = Object.fromEntries(rows.map((row) => [row.name, row.problem]));
    expect(problems.Good).toBeNull();
    expect(problems.Moved).toEqual({
      url: `${site.url}/moved`,
      status: "redirected",
      http_status: 200,
      final_url: `${other.url}/`,
      last_error: null,
    });
    expect(problems["Two sites"]).toMatchObject({
      url: `${site.url}/gone`,
      status: "unreachable",
      http_status: 404,
      last_error: "HTTP 404 Not Found",
    });
  });

  it("forgets a verdict once the website's url has changed", async () => {
    const { db } = database();
    await runWebsiteChecks(db, { now: () => NOW, timeoutMs: 2000 });
    await db.execute(
      sql`update organizationwebsite set url = ${`${site.url}/`} where url = ${`${site.url}/broken`}`,
    );
    // Before any sweep has seen the new url, the old verdict no longer counts.
    expect(await names("problem=website-unreachable")).toEqual(["Dead", "Moved", "Two sites"]);
  });
});
