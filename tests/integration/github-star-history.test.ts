import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as t from "@/lib/db/schema";
import { listStarHistory } from "@/lib/github/star-history-store";
import { starSeries } from "@/lib/github/star-series";
import { runGitHubSweep } from "@/lib/github/sweep";
import { starredAt } from "@/tests/fixtures/github-stand-in-bodies";
import { standInRepository, type GitHubStandIn } from "@/tests/fixtures/github-stand-in";
import { DRIVERS, useFreshDatabase } from "./databases";
import {
  addProject,
  clientOf,
  later,
  NOW,
  repositoryOf,
  startStandIn,
} from "./github-sweep-fixtures";

const small = standInRepository("acme/small", { stars: 250 });
const big = standInRepository("acme/big", { stars: 45_000 });

let github: GitHubStandIn;
beforeEach(async () => {
  github = await startStandIn({ repositories: [small, big] });
});
afterEach(async () => {
  await github.close();
  vi.unstubAllEnvs();
});

const dayOfStar = (repository: typeof small, index: number) =>
  starredAt(repository, index).slice(0, 10);
const requestsTo = (name: string) =>
  github.state.log.filter((logged) => logged.path.startsWith(`/repos/acme/${name}`));
const stargazerPages = (name: string) =>
  requestsTo(name)
    .filter((logged) => logged.path.endsWith("/stargazers"))
    .map((logged) => Number(new URLSearchParams(logged.query).get("page")));

describe.each(DRIVERS)("star history backfill ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  const sweep = (date = NOW) =>
    runGitHubSweep(database().db, clientOf(github), { now: () => date });
  const backfilled = (repositoryId: number) =>
    database()
      .db.select()
      .from(t.repositoryStarHistory)
      .where(eq(t.repositoryStarHistory.repository_id, repositoryId))
      .orderBy(asc(t.repositoryStarHistory.day));

  it("draws a 250-star repository's curve from its 3 pages, joined to today's count", async () => {
    const { db } = database();
    const project = await addProject(db, "https://github.com/acme/small");
    expect(await sweep()).toMatchObject({ synced: 1, historyBackfilled: 1 });
    expect(stargazerPages("small")).toEqual([1, 2, 3]);
    expect(requestsTo("small")).toHaveLength(3 + 3);
    const row = await repositoryOf(db, project);
    expect(row.history_backfilled_at).toEqual(NOW);
    expect(await listStarHistory(db, row.id)).toEqual([
      { day: dayOfStar(small, 0), stars: 1, estimated: false },
      { day: dayOfStar(small, 100), stars: 101, estimated: false },
      { day: dayOfStar(small, 200), stars: 201, estimated: false },
      { day: "2026-03-01", stars: 250, estimated: false },
    ]);

    github.state.log.length = 0;
    expect(await sweep(later(25))).toMatchObject({ unchanged: 1, historyBackfilled: 0 });
    expect(stargazerPages("small")).toEqual([]);
  });

  it("reads at most 20 of 450 pages, none past 400, and estimates the curve above 40,000", async () => {
    const { db } = database();
    const project = await addProject(db, "https://github.com/acme/big");
    expect(await sweep()).toMatchObject({ synced: 1, historyBackfilled: 1 });
    const pages = stargazerPages("big");
    expect(pages).toHaveLength(20);
    expect(new Set(pages).size).toBe(20);
    expect(pages[0]).toBe(1);
    expect(Math.max(...pages)).toBe(400);
    expect(requestsTo("big").length).toBeLessThanOrEqual(3 + 20);

    const history = await listStarHistory(db, (await repositoryOf(db, project)).id);
    const sampled = history.filter((point) => !point.estimated).slice(0, -1);
    const estimated = history.filter((point) => point.estimated);
    expect(sampled.at(-1)).toEqual({
      day: dayOfStar(big, 39_900),
      stars: 39_901,
      estimated: false,
    });
    expect(estimated.length).toBeGreaterThan(0);
    expect(history.filter((point) => point.stars > 40_000).slice(0, -1)).toEqual(
      history.filter((point) => point.estimated && point.stars > 40_000),
    );
    for (const point of estimated) {
      expect(point.day > sampled.at(-1)!.day && point.day < "2026-03-01").toBe(true);
      expect(point.stars > 39_901 && point.stars < 45_000).toBe(true);
    }
    expect(history.at(-1)).toEqual({ day: "2026-03-01", stars: 45_000, estimated: false });
    // The last year's sparkline: the estimated line within the year, ending on today's count.
    const series = starSeries(history, NOW);
    expect(series.every((point) => point.day >= "2025-03-01")).toBe(true);
    expect(series.at(-1)).toEqual(history.at(-1));
  });

  it("pauses the sweep on a limit during the backfill; the next sweep completes it around the snapshots", async () => {
    const { db } = database();
    const project = await addProject(db, "https://github.com/acme/big");
    let stargazerRequests = 0;
    github.state.onRequest = (logged) => {
      if (logged.path.endsWith("/stargazers") && ++stargazerRequests === 4) {
        github.state.secondaryLimit = { status: 403, retryAfterSeconds: 600 };
      }
    };
    const resume = new Date(NOW.getTime() + 600_000);
    expect(await sweep()).toMatchObject({ synced: 1, historyBackfilled: 0, pausedUntil: resume });
    expect(stargazerPages("big")).toHaveLength(4);
    const row = await repositoryOf(db, project);
    expect(row).toMatchObject({ stars: 45_000, history_backfilled_at: null, next_due_at: resume });
    expect(await backfilled(row.id)).toEqual([]);

    // A snapshot already taken on a sampled day stands; the backfill leaves that day alone.
    const taken = dayOfStar(big, 100);
    await db.insert(t.repositorySnapshot).values({
      repository_id: row.id,
      day: taken,
      stars: 77,
      forks: 1,
      contributors: 1,
      open_issues: 1,
    });
    github.state.onRequest = null;
    github.state.secondaryLimit = null;
    github.state.log.length = 0;
    expect(await sweep(later(0.1))).toMatchObject({ pausedUntil: resume });
    expect(github.state.log).toHaveLength(0);

    const next = await sweep(resume);
    expect(next).toMatchObject({ unchanged: 1, historyBackfilled: 1, pausedUntil: null });
    expect(requestsTo("big").length).toBeLessThanOrEqual(3 + 20);
    expect(stargazerPages("big")).toHaveLength(20);
    expect(await repositoryOf(db, project)).toMatchObject({ history_backfilled_at: resume });
    const days = (await backfilled(row.id)).map((point) => point.day);
    expect(days.length).toBeGreaterThan(10);
    expect(days).not.toContain(taken);
    const history = await listStarHistory(db, row.id);
    expect(history.find((point) => point.day === taken)).toMatchObject({ stars: 77 });
  });

  it("leaves a backfill the budget cannot hold until the reset, the figures first", async () => {
    const { db } = database();
    const project = await addProject(db, "https://github.com/acme/big");
    github.state.budget.remaining = 10;
    expect(await sweep()).toMatchObject({ synced: 1, historyBackfilled: 0, pausedUntil: null });
    expect(stargazerPages("big")).toEqual([]);
    expect(await repositoryOf(db, project)).toMatchObject({
      stars: 45_000,
      history_backfilled_at: null,
      next_due_at: later(1),
    });

    github.state.budget = { limit: 5000, remaining: 5000, resetAt: later(2).getTime() / 1000 };
    expect(await sweep(later(1))).toMatchObject({ historyBackfilled: 1 });
  });
});
