import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { getMoneyTotals, listTrendingCompanies } from "@/lib/queries/home";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

const NOW = new Date("2026-06-30T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const day = (days: number) => daysAgo(days).toISOString().slice(0, 10);

async function company(
  db: Db,
  name: string,
  options: { addedDaysAgo: number; published?: boolean; dummy?: boolean },
) {
  const { id } = await createCompany(
    db,
    companyFixture({ name, published: options.published ?? true, valuation: undefined }),
  );
  await db
    .update(t.organization)
    .set({
      date_added: daysAgo(options.addedDaysAgo),
      date_updated: daysAgo(options.addedDaysAgo),
      is_dummy: options.dummy ?? false,
    })
    .where(eq(t.organization.id, id));
  return id;
}

async function headline(
  db: Db,
  organizationId: number,
  type: string,
  daysOld: number,
  amount?: number,
) {
  const [row] = await db
    .insert(t.headline)
    .values({
      headline_type: type,
      headline_date: day(daysOld),
      url: "https://news.example.com",
      description: type,
      total_amount: amount,
    })
    .returning();
  await db
    .insert(t.headlineorganization)
    .values({ headline_id: row.id, organization_id: organizationId });
}

describe.each(DRIVERS)("home queries on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("ranks trending companies by fresh, weighted news and newness; skips dummies and unpublished", async () => {
    const db = database().db;
    // Expected scores: big fresh round ~25; brand new company ~4; fresh announcement ~2.7;
    // small old round ~0.8; an old company without news ~0.
    const bigRound = await company(db, "Big Round", { addedDaysAgo: 60 });
    await company(db, "Brand New", { addedDaysAgo: 0 });
    const announcer = await company(db, "Announcer", { addedDaysAgo: 60 });
    const oldRound = await company(db, "Old Round", { addedDaysAgo: 60 });
    await company(db, "Quiet", { addedDaysAgo: 90 });
    const hidden = await company(db, "Hidden", { addedDaysAgo: 0, published: false });
    const dummy = await company(db, "Dummy", { addedDaysAgo: 0, dummy: true });
    await headline(db, bigRound, "funding", 5, 100_000_000);
    await headline(db, announcer, "announcement", 5);
    await headline(db, oldRound, "funding", 100, 1_000_000);
    await headline(db, hidden, "funding", 1, 500_000_000);
    await headline(db, dummy, "funding", 1, 500_000_000);
    // Outside the 180-day window: counts for nothing.
    await headline(db, oldRound, "funding", 400, 900_000_000);

    const trending = await listTrendingCompanies(30, NOW);
    expect(trending.map((c) => c.name)).toEqual([
      "Big Round",
      "Brand New",
      "Announcer",
      "Old Round",
      "Quiet",
    ]);
    expect(trending[0].score).toBeCloseTo(5 * (1 + Math.log(101)) * 0.5 ** (5 / 30), 1);
  });

  it("adds open-source traction: stars gained in 90 days, with diminishing returns, never subtracting", async () => {
    const db = database().db;
    const announcer = await company(db, "Announcer", { addedDaysAgo: 60 });
    const starred = await company(db, "Starred", { addedDaysAgo: 60 });
    const losing = await company(db, "Losing", { addedDaysAgo: 60 });
    await company(db, "Quiet", { addedDaysAgo: 90 });
    await headline(db, announcer, "announcement", 5);
    await db.insert(t.companyOpenSource).values([
      { organization_id: starred, stars: 50_000, star_gain_90d: 10_000 },
      { organization_id: losing, stars: 5_000, star_gain_90d: -300 },
    ]);

    const trending = await listTrendingCompanies(30, NOW);
    expect(trending.map((c) => c.name)).toEqual(["Starred", "Announcer", "Losing", "Quiet"]);
    const starredScore = trending[0].score - trending.find((c) => c.name === "Losing")!.score;
    expect(starredScore).toBeCloseTo(2 * Math.log(1 + 10), 1);
  });

  it("sums funding and the latest valuation of published companies only", async () => {
    const db = database().db;
    await createCompany(
      db,
      companyFixture({
        name: "A",
        total_funding: "1.5B",
        valuation: { amount: "2B", date: "2024-01-01" },
      }),
    );
    const { id } = await createCompany(
      db,
      companyFixture({ name: "B", total_funding: "500M", valuation: undefined }),
    );
    await db.insert(t.organizationvaluation).values([
      { organization_id: id, valuation_amount: 100, valuation_date: "2023-01-01" },
      { organization_id: id, valuation_amount: 300, valuation_date: "2025-01-01" },
    ]);
    await createCompany(
      db,
      companyFixture({
        name: "C",
        published: false,
        total_funding: "9B",
        valuation: { amount: 9000 },
      }),
    );
    expect(await getMoneyTotals()).toEqual({
      fundingMillions: 2000,
      fundedCompanies: 2,
      valuationMillions: 2300,
      valuedCompanies: 2,
    });
  });
});
