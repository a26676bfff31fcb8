import { inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { getOpenSourceStats } from "@/lib/queries/stats-open-source";
import { DRIVERS, useFreshDatabase } from "./databases";
import { companyWithRepos } from "./stars-fixtures";

describe.each(DRIVERS)("the stats page's GitHub figures on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("are empty before any repository has figures", async () => {
    await companyWithRepos(database().db, "Elm", { "elm/pending": { stars: null } });
    expect(await getOpenSourceStats()).toEqual({
      asOf: null,
      repositories: 0,
      stars: 0,
      byLicense: [],
      byRange: [0, 0, 0, 0, 0],
      top: [],
    });
  });

  it("count each public repository once, by licence, by range and in the top list", async () => {
    const db = database().db;
    const aster = await companyWithRepos(db, "Aster", {
      "aster/db": { stars: 60_000, license: "MIT" },
      "aster/sdk": { stars: 50, license: "MIT" },
    });
    const birch = await companyWithRepos(db, "Birch", {
      "birch/app": { stars: 12_000, license: "Apache-2.0" },
      "birch/cli": { stars: 999, license: "Apache-2.0" },
      "birch/edge": { stars: 50_000, license: "Apache-2.0" },
    });
    const cedar = await companyWithRepos(db, "Cedar", {
      "cedar/core": { stars: 1_000, license: "NOASSERTION" },
      "cedar/ui": { stars: 100, license: null },
    });
    const dune = await companyWithRepos(
      db,
      "Dune",
      { "dune/x": { stars: 9_999, license: "MIT" } },
      { checkedAt: new Date("2026-11-01T08:00:00Z") },
    );
    // The same repository listed by a second company: still one repository.
    await companyWithRepos(db, "Fir", { "aster/db": { stars: 60_000, license: "MIT" } });
    // Not counted: never synced, unpublished, a dummy.
    await companyWithRepos(db, "Elm", { "elm/pending": { stars: null } });
    await companyWithRepos(
      db,
      "Gorse",
      { "gorse/big": { stars: 900_000, license: "MIT" } },
      { published: false, checkedAt: new Date("2026-12-01T00:00:00Z") },
    );
    await companyWithRepos(
      db,
      "Heath",
      { "heath/big": { stars: 800_000, license: "GPL-3.0" } },
      { dummy: true },
    );

    const stats = await getOpenSourceStats();
    expect(stats).toMatchObject({ asOf: "2026-11-20", repositories: 8, stars: 134_148 });
    expect(stats.byLicense).toEqual([
      { license: "MIT", repositories: 3, stars: 70_049 },
      { license: "Apache-2.0", repositories: 3, stars: 62_999 },
      { license: "NOASSERTION", repositories: 1, stars: 1_000 },
      { license: null, repositories: 1, stars: 100 },
    ]);
    // Under 100, 100–1k, 1k–10k, 10k–50k, 50k and over: each range holds its lower bound.
    expect(stats.byRange).toEqual([1, 2, 2, 1, 2]);
    const company = (c: { shortname: string }, name: string) => ({ name, shortname: c.shortname });
    expect(stats.top.map(({ project, stars, company }) => [project, stars, company])).toEqual([
      ["db", 60_000, company(aster, "Aster")],
      ["edge", 50_000, company(birch, "Birch")],
      ["app", 12_000, company(birch, "Birch")],
      ["x", 9_999, company(dune, "Dune")],
      ["core", 1_000, company(cedar, "Cedar")],
      ["cli", 999, company(birch, "Birch")],
      ["ui", 100, company(cedar, "Cedar")],
      ["sdk", 50, company(aster, "Aster")],
    ]);
    expect(stats.top[0].url).toBe("https://github.com/aster/db");
  });

  it("list the 10 most-starred projects, ties by the repository's id", async () => {
    const db = database().db;
    // r0-r3 and r5 have 500 stars, r6-r11 have 600-1,100, r4 400.
    const repos = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`many/r${i}`, { stars: i < 4 ? 500 : 100 * i }]),
    );
    await companyWithRepos(db, "Many", repos);
    const ties = await db
      .select({ name: t.repository.name })
      .from(t.repository)
      .where(inArray(t.repository.name, ["r0", "r1", "r2", "r3", "r5"]))
      .orderBy(t.repository.id);
    const { top } = await getOpenSourceStats();
    expect(top.map((row) => row.project)).toEqual([
      ...["r11", "r10", "r9", "r8", "r7", "r6"],
      ...ties.slice(0, 4).map((row) => row.name),
    ]);
  });
});
