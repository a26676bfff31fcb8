import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicChange } from "@/lib/admin/refresh-public-pages";
import { useDatabase } from "@/lib/db/client";
import { githubSyncTask, runGitHubSync } from "@/lib/github/sync-task";
import { standInRepository } from "@/tests/fixtures/github-stand-in";
import { DRIVERS, useFreshDatabase } from "./databases";
import {
  addProject,
  later,
  NOW,
  repositoryOf,
  configuredStandInEachTest,
} from "./github-sweep-fixtures";

const TOKEN = "ghp_stand-in-token";

const standIn = configuredStandInEachTest(() => ({
  repositories: [standInRepository("acme/one", { stars: 100, contributors: 5 })],
  token: TOKEN,
  intervalHours: 2,
}));
beforeEach(() => vi.stubEnv("GITHUB_SYNC", ""));
afterEach(() => vi.restoreAllMocks());

describe.each(DRIVERS)("the GitHub sync task ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("syncs from GITHUB_API_URL with GITHUB_TOKEN, due again after the configured hours", async () => {
    const one = await addProject(database().db, "https://github.com/acme/one");
    const summary = await runGitHubSync({ now: () => NOW });
    expect(summary).toMatchObject({ synced: 1, failed: 0, stopReason: null });
    expect(await repositoryOf(database().db, one)).toMatchObject({
      stars: 100,
      contributors: 5,
      status: "ok",
      next_due_at: later(2),
    });
    expect(standIn().state.log.length).toBeGreaterThan(0);
    for (const request of standIn().state.log) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    }
  });

  it("syncs a project saved since the last tick at the next one, tells it in one line and refreshes its company's pages", async () => {
    const lines = vi.spyOn(console, "log").mockImplementation(() => {});
    const refreshed: PublicChange[] = [];
    const task = githubSyncTask({ refreshPages: async (change) => void refreshed.push(change) })!;
    await task.run();
    expect(lines).not.toHaveBeenCalled(); // nothing due: a quiet tick
    expect(standIn().state.log).toHaveLength(0);
    expect(refreshed).toEqual([]);

    const one = await addProject(database().db, "github.com/Acme/One", "acme");
    await task.run();
    expect(await repositoryOf(database().db, one)).toMatchObject({ stars: 100, status: "ok" });
    expect(lines.mock.calls).toEqual([
      [expect.stringMatching(/^GitHub sync: 1 synced, 0 unchanged, 0 failed/)],
    ]);
    expect(refreshed).toEqual([{ companies: [expect.stringMatching(/^acme-/)] }]);
  });

  it("stops at a refused token and says so once", async () => {
    vi.stubEnv("GITHUB_TOKEN", "ghp_wrong");
    const lines = vi.spyOn(console, "log").mockImplementation(() => {});
    await addProject(database().db, "https://github.com/acme/one");
    const task = githubSyncTask()!;
    await task.run();
    await task.run();
    expect(lines.mock.calls).toEqual([[expect.stringContaining("GitHub refused the token (401)")]]);
  });
});

it("is not scheduled with GITHUB_SYNC=off", () => {
  vi.stubEnv("GITHUB_SYNC", "off");
  expect(githubSyncTask()).toBeNull();
});
