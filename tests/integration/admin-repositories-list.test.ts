import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getGitHubSyncStatus } from "@/lib/admin/repositories/github-sync-status";
import {
  countRepositoriesByStatus,
  listRepositories,
} from "@/lib/admin/repositories/list-repositories";
import { repositoriesList } from "@/lib/admin/repositories/repositories-list";
import { useDatabase, type Db } from "@/lib/db/client";
import type { RepositoryStatus } from "@/lib/db/repository-schema";
import * as t from "@/lib/db/schema";
import { syncRepositoryRows } from "@/lib/github/repositories";
import { storeSweepState } from "@/lib/github/sweep-state";
import { UNAUTHORIZED_MESSAGE } from "@/lib/github/sweep";
import { TEST_ADMIN } from "@/tests/fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";
import { addProject, later, NOW } from "./github-sweep-fixtures";

afterEach(() => vi.unstubAllEnvs());

// A repository per status, as the sweep leaves them; answers their project ids by name.
async function oneOfEachStatus(db: Db) {
  const statuses: [string, RepositoryStatus, string | null][] = [
    ["ok-repo", "ok", null],
    ["broken", "error", "HTTP 500 Internal Server Error"],
    ["gone", "not_found", "not found on GitHub"],
    ["new-repo", "pending", null],
    ["limited", "rate_limited", null],
  ];
  for (const [name, status, lastError] of statuses) {
    const projectId = await addProject(db, `https://github.com/acme/${name}`, `co-${name}`);
    await syncRepositoryRows(db);
    await db
      .update(t.repository)
      .set({ status, last_error: lastError, checked_at: status === "pending" ? null : NOW })
      .where(eq(t.repository.project_id, projectId));
  }
}

const names = (items: { owner: string; name: string }[]) =>
  items.map((item) => `${item.owner}/${item.name}`);

describe.each(DRIVERS)("the repositories list ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("lists failed checks first with their reason, then the others, with counts per status", async () => {
    await oneOfEachStatus(database().db);
    const all = await listRepositories(TEST_ADMIN, { page: 1 });
    expect(names(all.items)).toEqual([
      "acme/broken",
      "acme/gone",
      "acme/limited",
      "acme/new-repo",
      "acme/ok-repo",
    ]);
    expect(all.items[0]).toMatchObject({
      status: "error",
      lastError: "HTTP 500 Internal Server Error",
      url: "https://github.com/acme/broken",
      checkedAt: NOW.toISOString(),
      nextDueAt: null,
      project: { name: "https://github.com/acme/broken" },
      companies: [{ name: "co-broken", shortname: expect.stringMatching(/^co-broken/) }],
    });
    expect(await countRepositoriesByStatus(TEST_ADMIN)).toEqual({
      all: 5,
      ok: 1,
      error: 1,
      not_found: 1,
      pending: 1,
      rate_limited: 1,
      moved: 0,
    });
  });

  it("filters by status", async () => {
    await oneOfEachStatus(database().db);
    const failed = await listRepositories(TEST_ADMIN, { status: "not_found", page: 1 });
    expect(failed).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(failed.items).toMatchObject([{ name: "gone", lastError: "not found on GitHub" }]);
    const moved = await listRepositories(TEST_ADMIN, { status: "moved", page: 1 });
    expect(moved).toEqual({ items: [], total: 0, page: 1, pages: 1 });
  });

  it("names every company of a shared project, and pages 50 repositories at a time", async () => {
    const { db } = database();
    for (let i = 0; i < 51; i++) await addProject(db, `https://github.com/many/r${100 + i}`);
    const [shared] = await db
      .insert(t.organization)
      .values({ name: "Another Co", shortname: "another-co" })
      .returning({ id: t.organization.id });
    const [first] = await db.select().from(t.project).orderBy(t.project.id).limit(1);
    await db
      .insert(t.organizationproject)
      .values({ organization_id: shared.id, project_id: first.id });
    await syncRepositoryRows(db);

    const pageOne = await listRepositories(TEST_ADMIN, { page: 1 });
    expect(pageOne).toMatchObject({ total: 51, page: 1, pages: 2 });
    expect(pageOne.items).toHaveLength(50);
    expect(pageOne.items[0].companies.map((company) => company.name)).toEqual([
      "Another Co",
      expect.stringMatching(/^co-/),
    ]);
    const last = await listRepositories(TEST_ADMIN, { page: 99 });
    expect(last).toMatchObject({ page: 2, pages: 2 });
    expect(names(last.items)).toEqual(["many/r150"]);
  });

  it("reads its view from the URL, an unknown status showing all", () => {
    const parse = (query: string) => repositoriesList.codec.parse(new URLSearchParams(query));
    expect(parse("status=error&page=2")).toEqual({ status: "error", page: 2 });
    expect(parse("status=broken&page=x")).toEqual({ status: undefined, page: 1 });
    expect(repositoriesList.href({ status: "not_found", page: 1 })).toBe(
      "/admin/repositories?status=not_found",
    );
  });
});

describe.each(DRIVERS)("where the GitHub sync stands ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("says when the sync has never run, and when it is off on this server", async () => {
    vi.stubEnv("GITHUB_SYNC", "off");
    expect(await getGitHubSyncStatus(TEST_ADMIN, NOW)).toEqual({
      periodic: false,
      lastRunAt: null,
      budget: null,
      pause: null,
      stopReason: null,
      failing: 0,
    });
  });

  it("gives the API budget with its reset, and counts the failed repositories", async () => {
    const { db } = database();
    vi.stubEnv("GITHUB_SYNC", "on");
    await oneOfEachStatus(db);
    const rate = { limit: 5000, remaining: 4321, resetAt: later(1) };
    await storeSweepState(db, { rate, now: NOW });
    expect(await getGitHubSyncStatus(TEST_ADMIN, NOW)).toEqual({
      periodic: true,
      lastRunAt: NOW.toISOString(),
      budget: "GitHub API: 4,321 of 5,000 requests left, resets at 13:00 UTC",
      pause: null,
      stopReason: null,
      failing: 2,
    });
    // Past the reset GitHub has renewed the budget; a reset on another day names the day.
    expect((await getGitHubSyncStatus(TEST_ADMIN, later(2))).budget).toBe(
      "GitHub API: 5,000 of 5,000 requests left (renewed at 13:00 UTC)",
    );
    expect((await getGitHubSyncStatus(TEST_ADMIN, later(-24))).budget).toBe(
      "GitHub API: 4,321 of 5,000 requests left, resets at Mar 1, 13:00 UTC",
    );
  });

  it("gives GitHub's pause, and a refused token's stop reason with its pause", async () => {
    const { db } = database();
    await storeSweepState(db, { pausedUntil: later(1), now: NOW });
    expect(await getGitHubSyncStatus(TEST_ADMIN, NOW)).toMatchObject({
      pause: "GitHub is rate limiting us until 13:00 UTC.",
      stopReason: null,
    });
    await storeSweepState(db, { stopReason: UNAUTHORIZED_MESSAGE, now: NOW });
    expect(await getGitHubSyncStatus(TEST_ADMIN, NOW)).toMatchObject({
      pause: "The sync is paused until 13:00 UTC.",
      stopReason: UNAUTHORIZED_MESSAGE,
    });
    // A pause that has ended is no longer told; the stop reason stays until GitHub answers.
    expect(await getGitHubSyncStatus(TEST_ADMIN, later(2))).toMatchObject({
      pause: null,
      stopReason: UNAUTHORIZED_MESSAGE,
    });
  });
});
