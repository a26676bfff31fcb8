import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { readComparison } from "@/lib/compare/read-comparison";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { compareFunding } from "@/lib/domain/compare-funding";
import { projectLicenses } from "@/lib/domain/project-license";
import { getComparedNames } from "@/lib/queries/compared-companies";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

// Two demo-like companies with everything a comparison shows, three plainer ones and an
// unpublished one.

/** The ISO day `months` months before today. */
function monthsAgo(months: number): string {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
}

async function companyId(db: Db, shortname: string) {
  const [row] = await db
    .select({ id: t.organization.id })
    .from(t.organization)
    .where(eq(t.organization.shortname, shortname));
  return row.id;
}

type HeadlineSeed = {
  type: string;
  months: number;
  description: string;
  amount?: number;
  published?: boolean;
};

async function addHeadline(db: Db, organizationId: number, seed: HeadlineSeed) {
  const [row] = await db
    .insert(t.headline)
    .values({
      headline_type: seed.type,
      headline_date: monthsAgo(seed.months),
      url: `https://news.example.com/${encodeURIComponent(seed.description)}`,
      description: seed.description,
      total_amount: seed.amount ?? null,
      published: seed.published ?? true,
    })
    .returning({ id: t.headline.id });
  await db
    .insert(t.headlineorganization)
    .values({ headline_id: row.id, organization_id: organizationId });
}

async function seed(db: Db) {
  await createCompany(
    db,
    companyFixture({
      name: "Supabase",
      city: "San Francisco, CA, USA",
      year_founded: 2020,
      total_funding: "500M",
      key_people: [{ name: "Paul Copplestone", role: "CEO & Co-founder", is_founder: true }],
      projects: [
        {
          name: "supabase",
          resources_url: "https://github.com/supabase/supabase",
          license: "Apache-2.0",
        },
        { name: "realtime", resources_url: "https://github.com/supabase/realtime", license: null },
      ],
      tags: [
        { category: "technology", name: "PostgreSQL" },
        { category: "sector", name: "Developer Tools" },
      ],
      valuation: { amount: "$5B", date: "2025-10-01" },
    }),
  );
  await createCompany(
    db,
    companyFixture({
      name: "Neon",
      city: null,
      year_founded: 2021,
      total_funding: null,
      key_people: [],
      projects: [],
      tags: [{ category: "technology", name: "PostgreSQL" }],
      valuation: undefined,
    }),
  );
  for (const name of ["Appwrite", "Tiger Data", "ClickHouse"]) {
    await createCompany(db, companyFixture({ name }));
  }
  await createCompany(db, companyFixture({ name: "Yugabyte", published: false }));

  const supabase = await companyId(db, "supabase");
  await addHeadline(db, supabase, {
    type: "funding",
    months: 2,
    description: "Supabase raises $100M Series E",
    amount: 100_000_000,
  });
  await addHeadline(db, supabase, {
    type: "funding",
    months: 20,
    description: "Supabase raises $200M Series D",
    amount: 200_000_000,
  });
  await addHeadline(db, supabase, {
    type: "media_mention",
    months: 3,
    description: "Supabase in the news",
  });
  await addHeadline(db, supabase, {
    type: "announcement",
    months: 1,
    description: "Hidden news",
    published: false,
  });
  // The realtime project's repository, as the GitHub sync leaves it, and the company's total.
  const [realtime] = await db
    .select({ id: t.project.id })
    .from(t.project)
    .where(eq(t.project.name, "realtime"));
  await db.insert(t.repository).values({
    project_id: realtime.id,
    owner: "supabase",
    name: "realtime",
    url: "https://github.com/supabase/realtime",
    stars: 7000,
    license_spdx: "Apache-2.0",
    latest_release_tag: "v2.30.0",
    checked_at: new Date(),
  });
  await db.insert(t.companyOpenSource).values({ organization_id: supabase, stars: 7000 });
}

describe.each(DRIVERS)("comparing companies on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(async () => {
    useDatabase(database());
    await seed(database().db);
  });

  it("reads what the comparison shows of each company, in canonical order", async () => {
    const comparison = await readComparison("c=neon,supabase");
    expect(comparison).toMatchObject({ notFound: [], overLimit: false, redirectTo: null });
    expect(comparison.canonicalHref).toBe("/compare?c=neon,supabase");
    const [neon, supabase] = comparison.companies;
    expect([neon.name, supabase.name]).toEqual(["Neon", "Supabase"]);

    expect(supabase).toMatchObject({ year_founded: 2020, city: "San Francisco, CA, USA" });
    expect(compareFunding(supabase)).toBe("$500.0M");
    expect(supabase.valuation).toMatchObject({ amount: 5000, date: "2025-10-01" });
    expect(
      supabase.rounds.map((round) => [round.description, round.amount_usd, round.round_type]),
    ).toEqual([
      ["Supabase raises $100M Series E", 100_000_000, "series_e"],
      ["Supabase raises $200M Series D", 200_000_000, "series_d"],
    ]);
    expect(
      supabase.key_people.map((person) => [person.name, person.role, person.is_founder]),
    ).toEqual([["Paul Copplestone", "CEO & Co-founder", true]]);
    expect(supabase.tags.map((tag) => `${tag.category}:${tag.name}`)).toEqual([
      "sector:Developer Tools",
      "technology:PostgreSQL",
    ]);
    expect(projectLicenses(supabase.projects)).toEqual(["Apache-2.0"]);
    const realtime = supabase.projects.find((project) => project.name === "realtime");
    expect(realtime?.repository).toMatchObject({ stars: 7000, latest_release_tag: "v2.30.0" });
    expect(supabase.open_source?.stars).toBe(7000);
    // The last 12 months' published headlines: the Series E and the mention, newest first.
    expect(supabase.recent_headline_count).toBe(2);
    expect(supabase.recent_headlines.map((headline) => headline.description)).toEqual([
      "Supabase raises $100M Series E",
      "Supabase in the news",
    ]);

    expect(neon).toMatchObject({ year_founded: 2021, city: null, valuation: null });
    expect(compareFunding(neon)).toBeNull();
    expect(neon).toMatchObject({
      rounds: [],
      key_people: [],
      projects: [],
      recent_headline_count: 0,
    });
  });

  it("leaves out unknown, unpublished and malformed shortnames, naming them", async () => {
    const comparison = await readComparison("c=supabase,nope,yugabyte,Bad!Name,neon");
    expect(comparison.companies.map((company) => company.shortname)).toEqual(["neon", "supabase"]);
    expect(comparison.notFound).toEqual(["nope", "yugabyte", "Bad!Name"]);
    // Shown as asked, the clean URL declared canonical.
    expect(comparison.redirectTo).toBeNull();
    expect(comparison.canonicalHref).toBe("/compare?c=neon,supabase");
    expect(await getComparedNames(["yugabyte", "neon"])).toEqual([
      { name: "Neon", shortname: "neon" },
    ]);
  });

  it("sends every other spelling of a comparison to its canonical URL", async () => {
    const redirects = async (query: string) => (await readComparison(query)).redirectTo;
    // Before the first read: the former shortnames are kept in memory until the next write.
    await database()
      .db.insert(t.shortnameRedirect)
      .values({
        old_shortname: "supa",
        organization_id: await companyId(database().db, "supabase"),
      });
    expect(await redirects("c=Supabase,neon,SUPABASE")).toBe("/compare?c=neon,supabase");
    expect(await redirects("c=supabase&c=neon")).toBe("/compare?c=neon,supabase");
    expect(await redirects("c=neon,supabase&utm_source=x")).toBe("/compare?c=neon,supabase");
    expect(await redirects("c=")).toBe("/compare");
    expect(await redirects("c=neon,supabase")).toBeNull();
    expect(await redirects("")).toBeNull();
    // A former shortname stands for the current one.
    expect(await redirects("c=supa,neon")).toBe("/compare?c=neon,supabase");
  });

  it("keeps the first four companies asked for and says so", async () => {
    const comparison = await readComparison("c=tiger-data,supabase,neon,clickhouse,appwrite");
    expect(comparison.companies.map((company) => company.shortname)).toEqual([
      "clickhouse",
      "neon",
      "supabase",
      "tiger-data",
    ]);
    expect(comparison).toMatchObject({ overLimit: true, notFound: [], redirectTo: null });
    expect(comparison.canonicalHref).toBe("/compare?c=clickhouse,neon,supabase,tiger-data");
  });

  it("adds the company the add box's text finds, or names the text when none", async () => {
    expect((await readComparison("c=neon&add=Supabase")).redirectTo).toBe(
      "/compare?c=neon,supabase",
    );
    expect((await readComparison("add=tiger")).redirectTo).toBe("/compare?c=tiger-data");
    const missing = await readComparison("c=neon&add=qqqzzzxxx");
    expect(missing).toMatchObject({ notFound: ["qqqzzzxxx"], redirectTo: null });
    expect(missing.companies.map((company) => company.shortname)).toEqual(["neon"]);
  });
});
