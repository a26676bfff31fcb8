import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { DEFAULT_HEADLINES_STATE, type HeadlinesState } from "@/lib/domain/headlines-state";
import {
  headlineFacetsAsAdmin,
  listCarouselHeadlinesAsAdmin,
  searchHeadlinesAsAdmin,
} from "@/lib/admin/draft-views";
import {
  headlineFacets,
  listCarouselHeadlines,
  searchHeadlines,
} from "@/lib/queries/headline-search";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { search } from "@/lib/search";
import { RECENT_HEADLINES } from "@/lib/search/headlines";
import { DRIVERS, useFreshDatabase } from "./databases";

type HeadlineSeed = {
  description: string;
  date?: string | null;
  outlet?: string;
  published?: boolean;
  organizations?: number[];
  amount?: number;
};

async function company(
  db: Db,
  name: string,
  options: { published?: boolean; dummy?: boolean; websites?: string[] } = {},
) {
  const { id } = await createCompany(
    db,
    companyFixture({
      name,
      published: options.published ?? true,
      websites: options.websites ?? [`https://${name.toLowerCase().replace(/\W/g, "")}.com`],
      key_people: [],
      valuation: undefined,
    }),
  );
  if (options.dummy) {
    await db.update(t.organization).set({ is_dummy: true }).where(eq(t.organization.id, id));
  }
  return id;
}

async function headline(db: Db, seed: HeadlineSeed) {
  const [row] = await db
    .insert(t.headline)
    .values({
      headline_type: seed.amount ? "funding" : "announcement",
      headline_date: seed.date === undefined ? "2025-01-01" : seed.date,
      url: "https://news.example.com/story",
      description: seed.description,
      media_outlet: seed.outlet ?? null,
      total_amount: seed.amount,
      published: seed.published ?? true,
    })
    .returning();
  for (const organization_id of seed.organizations ?? []) {
    await db.insert(t.headlineorganization).values({ headline_id: row.id, organization_id });
  }
  return row.id;
}

const descriptions = (items: { description: string }[]) => items.map((h) => h.description);

describe.each(DRIVERS)("headline search on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let ids: Record<string, number>;

  beforeEach(async () => {
    useDatabase(database());
    const db = database().db;
    ids = {
      acme: await company(db, "Acme DB", {
        websites: ["https://acme.dev", "https://docs.acme.dev"],
      }),
      beta: await company(db, "beta Cloud"),
      gamma: await company(db, "Gamma"),
      delta: await company(db, "Delta"),
      epsilon: await company(db, "Epsilon"),
      hidden: await company(db, "Hidden Co", { published: false }),
      dummy: await company(db, "Dummy Co", { dummy: true }),
    };
    const all = [ids.epsilon, ids.delta, ids.hidden, ids.gamma, ids.beta, ids.dummy, ids.acme];
    await headline(db, {
      description: "Acme raises",
      date: "2025-03-01",
      outlet: "TechCrunch",
      organizations: all,
      amount: 20_000_000,
    });
    await headline(db, {
      description: "Beta ships 2.0",
      date: "2025-02-01",
      outlet: "The Register",
      organizations: [ids.beta],
    });
    await headline(db, {
      description: "Secret draft",
      date: "2025-04-01",
      published: false,
      organizations: [ids.acme],
    });
    await headline(db, { description: "Undated 100% news", date: null });
    await headline(db, {
      description: "About a stealth company",
      date: "2024-12-01",
      organizations: [ids.hidden],
    });
  });

  it("lists the latest published headlines for the carousel, undated last", async () => {
    expect(descriptions(await listCarouselHeadlines())).toEqual([
      "Acme raises",
      "Beta ships 2.0",
      "About a stealth company",
      "Undated 100% news",
    ]);
    const admin = await listCarouselHeadlinesAsAdmin(TEST_ADMIN);
    expect(admin[0]).toMatchObject({ description: "Secret draft", published: false });
  });

  it("keeps the carousel to the 30 latest", async () => {
    const db = database().db;
    for (let i = 0; i < 31; i++)
      await headline(db, { description: `Bulk ${i}`, date: "2026-01-01" });
    const items = await listCarouselHeadlines();
    expect(items).toHaveLength(30);
    expect(items.every((h) => h.description.startsWith("Bulk"))).toBe(true);
  });

  it("gives each card up to 4 visible organizations by name, their primary site and count", async () => {
    const [acme] = (await listCarouselHeadlines()).filter((h) => h.description === "Acme raises");
    expect(acme.organizations.map((o) => o.name)).toEqual([
      "Acme DB",
      "beta Cloud",
      "Delta",
      "Epsilon",
    ]);
    expect(acme.organizations[0]).toEqual({
      id: ids.acme,
      name: "Acme DB",
      shortname: "acme-db",
      website: "https://acme.dev",
    });
    expect(acme.organization_count).toBe(5);
    expect(acme).toMatchObject({
      total_amount: 20_000_000,
      media_outlet: "TechCrunch",
      headline_date: "2025-03-01",
    });
    const hidden = (await listCarouselHeadlines()).find(
      (h) => h.description === "About a stealth company",
    );
    expect(hidden).toMatchObject({ organizations: [], organization_count: 0 });

    const [adminAcme] = (await listCarouselHeadlinesAsAdmin(TEST_ADMIN)).filter(
      (h) => h.description === "Acme raises",
    );
    expect(adminAcme.organization_count).toBe(7);
    expect(adminAcme.organizations).toHaveLength(4);
  });

  it("searches titles, media outlets and public companies' names, the most relevant first", async () => {
    const search = async (q: string, asAdmin = false) => {
      const state = { ...DEFAULT_HEADLINES_STATE, q };
      const page = asAdmin
        ? await searchHeadlinesAsAdmin(TEST_ADMIN, state)
        : await searchHeadlines(state);
      return descriptions(page.items);
    };
    expect(await search("SHIPS")).toEqual(["Beta ships 2.0"]);
    expect(await search("techcrunch")).toEqual(["Acme raises"]);
    // Its title names Beta: first; the other names Beta Cloud among its companies.
    expect(await search("BETA CLOUD")).toEqual(["Beta ships 2.0", "Acme raises"]);
    expect(await search("100%")).toEqual(["Undated 100% news"]);
    for (const operators of ["%", "_", '"', "-", "*", "\\"])
      expect(await search(operators)).toEqual([]);
    // Hidden and dummy organizations' names find nothing; unpublished headlines are the
    // admin's only.
    expect(await search("hidden co")).toEqual([]);
    expect(await search("dummy")).toEqual([]);
    expect(await search("secret")).toEqual([]);
    expect(await search("secret", true)).toEqual(["Secret draft"]);
  });

  it("finds headlines linked to a public company, each once, and forgets a company hidden later", async () => {
    const search = async (q: string, asAdmin = false) => {
      const result = asAdmin
        ? await searchHeadlinesAsAdmin(TEST_ADMIN, { ...DEFAULT_HEADLINES_STATE, q, page: 1 })
        : await searchHeadlines({ ...DEFAULT_HEADLINES_STATE, q, page: 1 });
      return { total: result.total, found: descriptions(result.items) };
    };
    // Acme DB is linked to "Acme raises" and to the unpublished "Secret draft".
    expect(await search("acme db")).toEqual({ total: 1, found: ["Acme raises"] });
    expect(await search("acme db", true)).toEqual({
      total: 2,
      found: ["Acme raises", "Secret draft"],
    });
    expect(await search("epsilon")).toEqual({ total: 1, found: ["Acme raises"] });
    await database()
      .db.update(t.organization)
      .set({ published: false })
      .where(eq(t.organization.id, ids.epsilon));
    expect(await search("epsilon")).toEqual({ total: 0, found: [] });
  });

  it("matches whatever the case and accents", async () => {
    const db = database().db;
    for (const description of ["Élan raises", "ÜBER data", "Straße news", "über alles"]) {
      await headline(db, { description, outlet: "Café Press" });
    }
    const expected: Record<string, string[]> = {
      élan: ["Élan raises"],
      ELAN: ["Élan raises"],
      über: ["ÜBER data", "über alles"],
      UBER: ["ÜBER data", "über alles"],
      cafe: ["Straße news", "ÜBER data", "Élan raises", "über alles"],
      "CAFÉ PRESS": ["Straße news", "ÜBER data", "Élan raises", "über alles"],
    };
    for (const [q, found] of Object.entries(expected)) {
      const page = await searchHeadlines({ ...DEFAULT_HEADLINES_STATE, q, page: 1 });
      expect(descriptions(page.items).sort(), q).toEqual([...found].sort());
    }
  });

  it("filters by type, dates and company, and counts each facet under the other filters", async () => {
    const found = async (change: Partial<HeadlinesState>) =>
      descriptions((await searchHeadlines({ ...DEFAULT_HEADLINES_STATE, ...change })).items);
    expect(await found({ type: "funding" })).toEqual(["Acme raises"]);
    expect(await found({ from: "2025-01-15", to: "2025-02-28" })).toEqual(["Beta ships 2.0"]);
    expect(await found({ company: "beta-cloud" })).toEqual(["Acme raises", "Beta ships 2.0"]);
    expect(await found({ company: "hidden-co" })).toEqual([]);
    const facets = await headlineFacets({ ...DEFAULT_HEADLINES_STATE, type: "funding" });
    // Types count under the other filters only: each type's headlines, adding up to all.
    expect(facets.types).toEqual([
      { type: "announcement", headlines: 3 },
      { type: "funding", headlines: 1 },
    ]);
    expect(facets.companies.map((c) => [c.shortname, c.headlines])).toEqual([
      ["acme-db", 1],
      ["beta-cloud", 1],
      ["delta", 1],
      ["epsilon", 1],
      ["gamma", 1],
    ]);
    const thisYear = await headlineFacets(DEFAULT_HEADLINES_STATE);
    expect(thisYear.periods.map((p) => p.period)).toEqual(["this-year", "last-12-months"]);
  });

  it("with a query, filters and counts only the headlines it finds, by their current type", async () => {
    const db = database().db;
    // "beta" finds Beta's own headline by its title and Acme's by its linked beta Cloud.
    const withBeta = { ...DEFAULT_HEADLINES_STATE, q: "beta" };
    const counted = async (change: Partial<HeadlinesState> = {}) => {
      const facets = await headlineFacets({ ...withBeta, ...change });
      return {
        types: facets.types,
        companies: facets.companies.map((c) => [c.shortname, c.headlines]),
      };
    };
    expect(await counted()).toEqual({
      types: [
        { type: "announcement", headlines: 1 },
        { type: "funding", headlines: 1 },
      ],
      companies: [
        ["beta-cloud", 2],
        ["acme-db", 1],
        ["delta", 1],
        ["epsilon", 1],
        ["gamma", 1],
      ],
    });
    const funding = await searchHeadlines({ ...withBeta, type: "funding" });
    expect([descriptions(funding.items), funding.total]).toEqual([["Acme raises"], 1]);
    expect((await counted({ type: "funding" })).companies[0]).toEqual(["acme-db", 1]);
    const beta = await searchHeadlines({ ...withBeta, company: "beta-cloud", from: "2025-02-15" });
    expect(descriptions(beta.items)).toEqual(["Acme raises"]);

    await db
      .update(t.headline)
      .set({ headline_type: "funding" })
      .where(eq(t.headline.description, "Beta ships 2.0"));
    const retyped = await searchHeadlines({ ...withBeta, type: "funding" });
    expect(descriptions(retyped.items)).toEqual(["Beta ships 2.0", "Acme raises"]);
    expect((await counted()).types).toEqual([{ type: "funding", headlines: 2 }]);

    // A link added later counts at once; a hidden company's only in the admin's view.
    const [ships] = retyped.items.filter((item) => item.description === "Beta ships 2.0");
    await db.insert(t.headlineorganization).values([
      { headline_id: ships.id, organization_id: ids.gamma },
      { headline_id: ships.id, organization_id: ids.hidden },
    ]);
    expect((await counted()).companies.slice(0, 2)).toEqual([
      ["beta-cloud", 2],
      ["gamma", 2],
    ]);
    const asAdmin = await headlineFacetsAsAdmin(TEST_ADMIN, withBeta);
    expect(asAdmin.companies.find((c) => c.shortname === "hidden-co")?.headlines).toBe(2);
  });

  it("pages through many matches of equal relevance newest first", async () => {
    const db = database().db;
    // 1,200 headlines linked to Gamma, every 10th unpublished, every 50th undated.
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      headline_type: "announcement",
      headline_date:
        i % 50 === 7 ? null : new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
      url: `https://news.example.com/${i}`,
      description: `Bulk ${i}`,
      published: i % 10 !== 3,
    }));
    const inserted = await db.insert(t.headline).values(rows).returning();
    await db
      .insert(t.headlineorganization)
      .values(inserted.map((h) => ({ headline_id: h.id, organization_id: ids.gamma })));
    const [acme] = await db
      .select()
      .from(t.headline)
      .where(eq(t.headline.description, "Acme raises"));
    const newestFirst = (items: typeof inserted) =>
      items
        .filter((h) => h.published)
        .sort((a, b) => (b.headline_date ?? "").localeCompare(a.headline_date ?? "") || b.id - a.id)
        .map((h) => h.description);
    const expected: Record<string, string[]> = {
      bulk: newestFirst(inserted), // 1,080 by their text
      gamma: newestFirst([...inserted, acme]), // 1,081 through the link
      "bulk 11": newestFirst(inserted.filter((h) => h.description.startsWith("Bulk 11"))), // 100
    };
    for (const [q, all] of Object.entries(expected)) {
      const pages = Math.ceil(all.length / 24);
      for (const page of [1, 2, Math.ceil(pages / 2), pages]) {
        const result = await searchHeadlines({ ...DEFAULT_HEADLINES_STATE, q, page });
        expect(result.total).toBe(all.length);
        expect(descriptions(result.items)).toEqual(all.slice((page - 1) * 24, page * 24));
      }
    }
  });

  it("ranks the newest headlines first, and every match when the newest hold too few", async () => {
    const db = database().db;
    // The newest RECENT_HEADLINES, every 100th naming an orbital launch once.
    const recent = Array.from({ length: RECENT_HEADLINES }, (_, i) => ({
      headline_type: "announcement",
      headline_date: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString().slice(0, 10),
      url: `https://news.example.com/recent/${i}`,
      description: i % 100 === 0 ? `Orbital launch ${i}` : `Weekly digest ${i}`,
    }));
    await db.insert(t.headline).values(recent);
    await headline(db, { description: "Orbital orbital orbital week", date: "2019-05-01" });
    await headline(db, { description: "Zeppelin returns", date: "2019-06-01" });

    const orbital = await search("orbital", { kinds: ["headlines"], limit: 10 });
    expect(orbital.headlines.total).toBe(21);
    expect(orbital.headlines.hits).toHaveLength(10);
    expect(descriptions(orbital.headlines.hits).every((d) => d.startsWith("Orbital launch"))).toBe(
      true,
    );
    const zeppelin = await search("zeppelin", { kinds: ["headlines"], limit: 10 });
    expect(descriptions(zeppelin.headlines.hits)).toEqual(["Zeppelin returns"]);
    const fewRecent = await search("orbital", { kinds: ["headlines"], limit: 30 });
    expect(descriptions(fewRecent.headlines.hits)[0]).toBe("Orbital orbital orbital week");
  });

  it("pages 24 at a time with a total, and shows the last page for a page past the end", async () => {
    const db = database().db;
    for (let i = 0; i < 30; i++) {
      await headline(db, {
        description: `Bulk ${String(i).padStart(2, "0")}`,
        date: `2026-01-${String(i + 1).padStart(2, "0")}`,
      });
    }
    const first = await searchHeadlines(DEFAULT_HEADLINES_STATE);
    expect(first.items).toHaveLength(24);
    expect(first).toMatchObject({ total: 34, page: 1, pages: 2, pageSize: 24 });
    const last = await searchHeadlines({ ...DEFAULT_HEADLINES_STATE, q: "", page: 9 });
    expect(last.page).toBe(2);
    // The oldest bulk headlines end both the list's last page and the search's.
    const oldestBulk = ["Bulk 05", "Bulk 04", "Bulk 03", "Bulk 02", "Bulk 01", "Bulk 00"];
    expect(descriptions(last.items)).toEqual([
      ...oldestBulk,
      "Acme raises",
      "Beta ships 2.0",
      "About a stealth company",
      "Undated 100% news",
    ]);
    // A search's page past the end is its last page too, with the same total.
    const bulk = { ...DEFAULT_HEADLINES_STATE, q: "bulk" };
    expect(await searchHeadlines(bulk)).toMatchObject({ total: 30, page: 1, pages: 2 });
    const lastFound = await searchHeadlines({ ...bulk, page: 5 });
    expect(lastFound).toMatchObject({ total: 30, page: 2, pages: 2 });
    expect(descriptions(lastFound.items)).toEqual(oldestBulk);
    const none = await searchHeadlines({ ...DEFAULT_HEADLINES_STATE, q: "zzz-nothing", page: 1 });
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pages: 1 });
  });
});
