import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { disclosedRounds } from "@/lib/domain/funding";
import { getFundingRounds, getValuationHistory } from "@/lib/queries/funding-rounds";
import {
  countCompaniesByYear,
  countHeadlinesByMonth,
  countValuationsByYear,
  listTopTags,
} from "@/lib/queries/stats";
import { sumFundingByYearAndType } from "@/lib/queries/stats-funding";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

const TODAY = "2026-06-30";

async function company(db: Db, name: string, fields: Record<string, unknown> = {}, dummy = false) {
  const { id } = await createCompany(db, companyFixture({ name, ...fields }));
  if (dummy)
    await db.update(t.organization).set({ is_dummy: true }).where(eq(t.organization.id, id));
  return id;
}

type HeadlineFields = Partial<typeof t.headline.$inferInsert>;

async function headline(db: Db, organizationId: number, fields: HeadlineFields) {
  const [row] = await db
    .insert(t.headline)
    .values({
      headline_type: "funding",
      headline_date: "2025-03-01",
      url: "https://news.example.com/a",
      description: "Acme raises money",
      ...fields,
    })
    .returning();
  await db
    .insert(t.headlineorganization)
    .values({ headline_id: row.id, organization_id: organizationId });
  return row.id;
}

describe.each(DRIVERS)("stats reads on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("answer empty charts on an empty database", async () => {
    expect(await countCompaniesByYear(TODAY)).toEqual({ years: [], future: 0 });
    expect(await countValuationsByYear(TODAY)).toEqual({ years: [], future: 0 });
    expect(await sumFundingByYearAndType(TODAY)).toEqual({ byYear: [], byType: [], future: 0 });
    expect(await listTopTags()).toEqual({ technology: [], industry: [], license: [] });
    const headlines = await countHeadlinesByMonth(TODAY);
    expect(headlines.future).toBe(0);
    expect(headlines.months).toHaveLength(24);
    expect(headlines.months.at(-1)?.month).toBe("2026-06");
    expect(headlines.months.every((m) => Object.values(m.counts).every((c) => c === 0))).toBe(true);
  });

  it("count public rows only, and leave rows dated after today out, counted apart", async () => {
    const db = database().db;
    const a = await company(db, "Alpha", { year_founded: 2019 });
    await company(db, "Beta", {
      year_founded: 2019,
      valuation: { amount: "300", date: "2027-01-01" },
      tags: [{ category: "license", name: "MIT" }],
    });
    await company(db, "Gamma", { year_founded: 2099, valuation: undefined });
    await company(db, "Hidden", { year_founded: 2019, published: false });
    await company(db, "Dummy", { year_founded: 2019 }, true);

    expect(await countCompaniesByYear(TODAY)).toEqual({
      years: [{ year: 2019, count: 2 }],
      future: 1,
    });
    expect(await countValuationsByYear(TODAY)).toEqual({
      years: [{ year: 2025, count: 1 }],
      future: 1,
    });

    // Alpha and Gamma have the fixture's tags, Beta only MIT; Hidden and Dummy do not count.
    const tags = await listTopTags();
    expect(tags.license.map((tag) => [tag.name, tag.count])).toEqual([
      ["Apache-2.0", 2],
      ["MIT", 1],
    ]);
    expect(tags.technology.map((tag) => [tag.name, tag.count])).toEqual([["Database", 2]]);

    await headline(db, a, { total_amount: 20e6, description: "Alpha raises $20M Series A" });
    await headline(db, a, {
      total_amount: 5e6,
      headline_date: "2025-09-01",
      round_type: "debt",
      description: "Alpha raises $5M Series B",
    });
    await headline(db, a, {
      total_amount: 1.5e9,
      headline_date: "2026-02-01",
      description: "Alpha raises $1.5B",
    });
    await headline(db, a, {
      total_amount: 2e6,
      headline_date: "2026-03-01",
      description: "Alpha adds $2M to its SERIES A",
    });
    // A word of a round ('note') without a round: it stays unknown.
    await headline(db, a, {
      total_amount: 3e6,
      headline_date: "2026-04-01",
      description: "Alpha's notebook raises $3M",
    });
    await headline(db, a, {
      total_amount: 9e6,
      headline_date: "2026-08-01",
      description: "Alpha raises $9M seed",
    });
    await headline(db, a, { total_amount: 7e6, published: false });
    await headline(db, a, { headline_type: "announcement", headline_date: "2026-06-02" });

    const funding = await sumFundingByYearAndType(TODAY);
    expect(funding.future).toBe(1);
    expect(funding.byYear).toEqual([
      { year: 2025, amounts: { series_a: 20e6, debt: 5e6 }, total: 25e6 },
      { year: 2026, amounts: { unknown: 1.503e9, series_a: 2e6 }, total: 1.505e9 },
    ]);
    expect(funding.byType).toEqual([
      { type: "unknown", amount: 1.503e9, rounds: 2 },
      { type: "series_a", amount: 22e6, rounds: 2 },
      { type: "debt", amount: 5e6, rounds: 1 },
    ]);

    const headlines = await countHeadlinesByMonth(TODAY);
    expect(headlines.future).toBe(1);
    const june = headlines.months.find((m) => m.month === "2026-06")!;
    expect(june.counts.announcement).toBe(1);
    expect(headlines.months.find((m) => m.month === "2025-03")!.counts.funding).toBe(1);
  });

  it("name a company's rounds with their effective round type, and its valuations", async () => {
    const db = database().db;
    const id = await company(db, "Alpha");
    await headline(db, id, { total_amount: 20e6, description: "Alpha raises $20M Series A" });
    await headline(db, id, {
      total_amount: 5e6,
      headline_date: "2025-09-01",
      round_type: "grant",
      description: "Alpha raises $5M Series B",
    });
    await headline(db, id, {
      headline_date: null,
      description: "Alpha raises an undisclosed amount",
    });

    const rounds = await getFundingRounds(id);
    expect(rounds.map((r) => [r.date, r.round_type, r.round_type_set])).toEqual([
      ["2025-09-01", "grant", true],
      ["2025-03-01", "series_a", false],
      [null, null, false],
    ]);
    expect(disclosedRounds(rounds.map((r) => r.amount_usd))).toEqual({ usd: 25e6, rounds: 2 });

    // The fixture records one valuation: one point, in USD.
    expect(await getValuationHistory(id)).toEqual([
      { date: "2025-06-01", amount_usd: 2.5e9, source_url: "https://news.example.com/val" },
    ]);
  });

  it("type a round its headline does not name from the company's description, on its page and /stats", async () => {
    const db = database().db;
    const id = await company(db, "Beta", {
      description:
        "Beta makes databases. It raised a $40 million Series B in May 2025 and a $90 million " +
        "Series C at a $1 billion valuation in January 2026.",
    });
    await headline(db, id, {
      total_amount: 90e6,
      headline_date: "2026-01-12",
      description: "Beta triples its valuation",
    });
    await headline(db, id, {
      total_amount: 40e6,
      headline_date: "2025-05-02",
      description: "Beta raises $40M",
    });
    await headline(db, id, {
      total_amount: 7e6,
      headline_date: "2024-02-02",
      description: "Beta raises $7M",
    });
    const rounds = await getFundingRounds(id);
    // /stats reads them alike.
    expect((await sumFundingByYearAndType(TODAY)).byType).toEqual([
      { type: "series_c", amount: 90e6, rounds: 1 },
      { type: "series_b", amount: 40e6, rounds: 1 },
      { type: "unknown", amount: 7e6, rounds: 1 },
    ]);
    expect(rounds.map((r) => [r.date, r.round_type, r.round_type_set])).toEqual([
      ["2026-01-12", "series_c", false],
      ["2025-05-02", "series_b", false],
      ["2024-02-02", null, false],
    ]);
  });
});
