import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { DEFAULT_HEADLINES_STATE } from "@/lib/domain/headlines-state";
import { DEFAULT_LIST_STATE } from "@/lib/domain/list-state";
import { DEFAULT_PEOPLE_STATE } from "@/lib/domain/people-state";
import { listKnownHosts } from "@/lib/favicon/known-hosts";
import { getAdjacentCompanies } from "@/lib/queries/adjacent-companies";
import { getCompanyByShortname } from "@/lib/queries/company-detail";
import { listCompanies } from "@/lib/queries/company-list";
import { listFeedHeadlines } from "@/lib/queries/headline-feed";
import { listCarouselHeadlines, searchHeadlines } from "@/lib/queries/headline-search";
import { listRecentHeadlines } from "@/lib/queries/headlines";
import {
  countPublishedCompanies,
  getMoneyTotals,
  listHomeCompanies,
  listTrendingCompanies,
} from "@/lib/queries/home";
import { getPublishedCardCompany } from "@/lib/queries/og-card";
import { getPersonById, listPeople } from "@/lib/queries/people";
import { listShowcase } from "@/lib/queries/showcase";
import { listPublicPersonIds, listPublishedCompanyPaths } from "@/lib/queries/sitemap";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

// A published dummy company (a placeholder the directory keeps out of sight) beside a real
// one: every public read must act as if the dummy did not exist.

async function company(db: Db, name: string, extra: Record<string, unknown>) {
  const { id } = await createCompany(db, companyFixture({ name, socials: [], ...extra }));
  return id;
}

async function seed(db: Db) {
  const real = await company(db, "Real Co", {
    total_funding: "10M",
    valuation: { amount: 100, date: "2025-01-01" },
    websites: ["https://real.example"],
    key_people: [{ name: "Rita Real", role: "CEO" }],
  });
  const dummy = await company(db, "Dummy Co", {
    total_funding: "1.5B",
    valuation: { amount: 5000, date: "2025-01-01" },
    websites: ["https://dummy.example"],
    key_people: [{ name: "Dan Dummy", role: "CEO" }],
  });
  await db.update(t.organization).set({ is_dummy: true }).where(eq(t.organization.id, dummy));
  const today = new Date().toISOString().slice(0, 10);
  const headlines = await db
    .insert(t.headline)
    .values([
      {
        headline_type: "funding",
        headline_date: today,
        url: "https://news.example/both",
        description: "Both raise",
      },
      {
        headline_type: "funding",
        headline_date: today,
        url: "https://news.example/dummy",
        description: "Placeholder raises",
      },
    ])
    .returning({ id: t.headline.id });
  await db.insert(t.headlineorganization).values([
    { headline_id: headlines[0].id, organization_id: real },
    { headline_id: headlines[0].id, organization_id: dummy },
    { headline_id: headlines[1].id, organization_id: dummy },
  ]);
  const [dan] = await db
    .select({ id: t.keyperson.id })
    .from(t.keyperson)
    .where(eq(t.keyperson.name, "Dan Dummy"));
  return { real, dummy, danId: dan.id };
}

const mentions = (value: unknown) => JSON.stringify(value).includes("Dummy");

describe.each(DRIVERS)("a published dummy company on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let seeded: Awaited<ReturnType<typeof seed>>;
  beforeEach(async () => {
    useDatabase(database());
    seeded = await seed(database().db);
  });

  it("counts in no home total and shows in no home column", async () => {
    expect(await getMoneyTotals()).toEqual({
      fundingMillions: 10,
      fundedCompanies: 1,
      valuationMillions: 100,
      valuedCompanies: 1,
    });
    expect(await countPublishedCompanies()).toBe(1);
    expect((await listTrendingCompanies()).map((c) => c.name)).toEqual(["Real Co"]);
    expect((await listHomeCompanies(10)).map((c) => c.name)).toEqual(["Real Co"]);
  });

  it("has no card, page, sitemap entry or place in the list", async () => {
    expect(await getPublishedCardCompany("dummy-co")).toBeNull();
    expect(await getPublishedCardCompany("real-co")).not.toBeNull();
    expect(await getCompanyByShortname("dummy-co")).toBeNull();
    expect((await listPublishedCompanyPaths()).map((c) => c.shortname)).toEqual(["real-co"]);
    expect(await listPublicPersonIds()).not.toContain(seeded.danId);
    const list = await listCompanies(DEFAULT_LIST_STATE);
    expect(list.items.map((c) => c.name)).toEqual(["Real Co"]);
    expect(list.total).toBe(1);
    expect(await getAdjacentCompanies("real-co", DEFAULT_LIST_STATE)).toEqual({
      previous: null,
      next: null,
    });
    expect((await listShowcase()).map((c) => c.name)).toEqual(["Real Co"]);
  });

  it("is named by no headline in feeds, searches or carousels", async () => {
    expect(mentions(await listFeedHeadlines(10))).toBe(false);
    expect(mentions(await listRecentHeadlines(10))).toBe(false);
    expect(mentions(await listCarouselHeadlines())).toBe(false);
    expect(mentions(await searchHeadlines(DEFAULT_HEADLINES_STATE))).toBe(false);
    // Found by its text, the placeholder's headline still names no company.
    const byText = await searchHeadlines({ ...DEFAULT_HEADLINES_STATE, q: "Placeholder", page: 1 });
    expect(byText.items.map((h) => h.organization_count)).toEqual([0]);
    expect((await searchHeadlines({ ...DEFAULT_HEADLINES_STATE, q: "Dummy Co", page: 1 })).total).toBe(0);
  });

  it("lists none of its people, and gives no icon for its website", async () => {
    expect(mentions(await listPeople(DEFAULT_PEOPLE_STATE))).toBe(false);
    expect(await getPersonById(seeded.danId)).toBeNull();
    const hosts = await listKnownHosts(database().db);
    expect(hosts.has("real.example")).toBe(true);
    expect(hosts.has("dummy.example")).toBe(false);
  });
});
