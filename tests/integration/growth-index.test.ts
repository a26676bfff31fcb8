import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { refreshCompanyFigures } from "@/lib/github/company-figures";
import { syncRepositoryRows } from "@/lib/github/repositories";
import { getGrowthIndex } from "@/lib/queries/growth-index";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

const TODAY = new Date("2026-11-20T12:00:00Z");
const WINDOW_START = "2026-08-22"; // 90 days before

type Repo = {
  stars: number;
  /** Stars on days on or before the window's start: [day, stars, from the backfill]. */
  before?: [string, number, "history"?][];
  createdAt?: string;
};

// A company whose projects are the given repositories, synced with these figures.
async function companyWith(db: Db, name: string, repos: Record<string, Repo>, published = true) {
  const { id } = await createCompany(
    db,
    companyFixture({
      name,
      published,
      valuation: undefined,
      projects: Object.keys(repos).map((path) => ({
        name: path,
        resources_url: `https://github.com/${path}`,
      })),
    }),
  );
  await syncRepositoryRows(db);
  for (const [path, repo] of Object.entries(repos)) {
    const [row] = await db
      .update(t.repository)
      .set({
        stars: repo.stars,
        status: "ok",
        checked_at: TODAY,
        created_at_github: new Date(repo.createdAt ?? "2020-01-01T00:00:00Z"),
      })
      .where(eq(t.repository.url, `https://github.com/${path}`))
      .returning({ id: t.repository.id });
    for (const [day, stars, from] of repo.before ?? []) {
      const counts = { repository_id: row.id, day, stars };
      if (from === "history") await db.insert(t.repositoryStarHistory).values(counts);
      else
        await db
          .insert(t.repositorySnapshot)
          .values({ ...counts, forks: 0, contributors: 1, open_issues: 0 });
    }
  }
  return id;
}

const figuresOf = async (db: Db, organizationId: number) => {
  const [row] = await db
    .select()
    .from(t.companyOpenSource)
    .where(eq(t.companyOpenSource.organization_id, organizationId));
  return row;
};

describe.each(DRIVERS)("company open-source figures and the growth index ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("sums stars, gains over 90 days, and ranks by the best repository with 1,000 stars then, ties by stars gained", async () => {
    const db = database().db;
    // Doubling a large repository: 2×.
    const doubling = await companyWith(db, "Doubling", {
      "d/big": { stars: 20_000, before: [[WINDOW_START, 10_000]] },
      // Tiny, 10× in the window: too small to count for the ratio, counted in the gain.
      "d/tiny": { stars: 500, before: [["2026-08-01", 50]] },
    });
    // 2× as well, gaining more: ranked first.
    await companyWith(db, "Larger Double", {
      "l/big": { stars: 40_000, before: [[WINDOW_START, 20_000]] },
    });
    // 1.5× read from the backfilled history (the latest day on or before the start wins).
    const steady = await companyWith(db, "Steady", {
      "s/app": {
        stars: 3_000,
        before: [
          ["2026-01-01", 1_000, "history"],
          ["2026-08-20", 2_000, "history"],
        ],
      },
    });
    // Created within the window: counts from 0 for the gain, never for the ratio.
    const young = await companyWith(db, "Young", {
      "y/new": { stars: 5_000, createdAt: "2026-10-01T00:00:00Z" },
    });
    // No star count known 90 days ago: stars only.
    const unknown = await companyWith(db, "Unknown", { "u/x": { stars: 7_000 } });
    const hidden = await companyWith(
      db,
      "Hidden",
      { "h/x": { stars: 90_000, before: [[WINDOW_START, 1_000]] } },
      false,
    );

    await refreshCompanyFigures(db, TODAY);

    expect(await figuresOf(db, doubling)).toMatchObject({
      stars: 20_500,
      star_gain_90d: 10_450,
      growth_ratio: 2,
      growth_start_stars: 10_000,
      growth_gain: 10_000,
      as_of: "2026-11-20",
    });
    expect(await figuresOf(db, steady)).toMatchObject({ star_gain_90d: 1_000, growth_ratio: 1.5 });
    expect(await figuresOf(db, young)).toMatchObject({
      stars: 5_000,
      star_gain_90d: 5_000,
      growth_ratio: null,
    });
    expect(await figuresOf(db, unknown)).toMatchObject({
      stars: 7_000,
      star_gain_90d: null,
      growth_ratio: null,
    });
    expect(await figuresOf(db, hidden)).toMatchObject({ growth_ratio: 90 });

    const index = await getGrowthIndex();
    expect(index.asOf).toBe("2026-11-20");
    expect(index.rows).toEqual([
      expect.objectContaining({ name: "Larger Double", ratio: 2, stars: 40_000 }),
      {
        name: "Doubling",
        shortname: expect.any(String),
        repository: "d/big",
        repository_url: "https://github.com/d/big",
        start_stars: 10_000,
        stars: 20_000,
        ratio: 2,
      },
      expect.objectContaining({ name: "Steady", repository: "s/app", ratio: 1.5 }),
    ]);
  });

  it("drops the figures of a company whose repositories are gone", async () => {
    const db = database().db;
    const id = await companyWith(db, "Gone", { "g/x": { stars: 10 } });
    await refreshCompanyFigures(db, TODAY);
    expect(await figuresOf(db, id)).toMatchObject({ stars: 10 });

    await db.delete(t.project).where(eq(t.project.resources_url, "https://github.com/g/x"));
    await refreshCompanyFigures(db, TODAY);
    expect(await figuresOf(db, id)).toBeUndefined();
  });
});
