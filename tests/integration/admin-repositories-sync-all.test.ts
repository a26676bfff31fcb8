// First: it sets up what Next's modules need before they load.
import { inRequest, post } from "./admin-repositories-request";
import { beforeEach, describe, expect, it } from "vitest";
import type { SyncAllEvent } from "@/lib/admin/repositories/sync-all-events";
import { syncAllRepositories } from "@/lib/admin/repositories/sync-all-repositories";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { syncRepositoryRows } from "@/lib/github/repositories";
import { storeSweepState } from "@/lib/github/sweep-state";
import { TEST_ADMIN } from "@/tests/fixtures/admin";
import { standInRepository } from "@/tests/fixtures/github-stand-in";
import { DRIVERS, useFreshDatabase } from "./databases";
import {
  addProject,
  later,
  NOW,
  repositoryRows,
  configuredStandInEachTest,
} from "./github-sweep-fixtures";

const standIn = configuredStandInEachTest(() => ({
  repositories: [
    standInRepository("acme/one", { stars: 100 }),
    standInRepository("acme/two", { stars: 200, release: null }),
  ],
}));

describe.each(DRIVERS)("Sync all now ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  async function threeRepositories() {
    const { db } = database();
    for (const name of ["one", "two", "gone"]) {
      await addProject(db, `https://github.com/acme/${name}`, `acme-${name}`);
    }
    await syncRepositoryRows(db);
    // None due: Sync all now makes them due.
    await db.update(t.repository).set({ next_due_at: later(5) });
  }

  async function syncAll(now = NOW) {
    const events: SyncAllEvent[] = [];
    const { refreshed } = await inRequest(post("/api/admin/repositories/sync-all", {}), () =>
      syncAllRepositories(TEST_ADMIN, (event) => events.push(event), { now: () => now }),
    );
    return { events, refreshed };
  }

  it("syncs every repository, due or not, telling each one's end and each failure", async () => {
    await threeRepositories();
    const { events, refreshed } = await syncAll();
    expect(events[0]).toEqual({ type: "start", total: 3 });
    const progress = events.filter((event) => event.type === "progress");
    expect(progress.map((event) => [event.done, event.total])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(progress.map((event) => event.name).sort()).toEqual([
      "acme/gone",
      "acme/one",
      "acme/two",
    ]);
    expect(events.filter((event) => event.type === "log")).toEqual([
      { type: "log", line: "❌ acme/gone: not found on GitHub" },
    ]);
    expect(events.at(-1)).toEqual({
      type: "done",
      ok: true,
      summary: ["Sync complete: 2 synced, 0 unchanged, 1 failed."],
    });
    const rows = await repositoryRows(database().db);
    expect(rows.map((row) => [row.name, row.status, row.stars, row.next_due_at])).toEqual([
      ["one", "ok", 100, later(24)],
      ["two", "ok", 200, later(24)],
      ["gone", "not_found", null, later(24)],
    ]);
    expect(refreshed).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/organizations\/acme-one/),
        expect.stringMatching(/^\/organizations\/acme-two/),
      ]),
    );
  });

  it("sends nothing under a pause, leaving every repository due for the sweep after it", async () => {
    const { db } = database();
    await threeRepositories();
    await storeSweepState(db, { pausedUntil: later(1), now: NOW });
    const { events } = await syncAll();
    expect(events).toEqual([
      { type: "start", total: 3 },
      {
        type: "done",
        ok: false,
        summary: [
          "GitHub is rate limiting us until 13:00 UTC.",
          "3 repositories due: the first sweep after the pause syncs them.",
        ],
      },
    ]);
    expect(standIn().state.log).toHaveLength(0);
    expect((await repositoryRows(db)).map((row) => row.next_due_at)).toEqual([null, null, null]);
  });

  it("stops where GitHub's budget runs out, and says what is left for after the reset", async () => {
    await threeRepositories();
    standIn().state.budget.remaining = 4;
    const { events } = await syncAll();
    expect(events.at(-1)).toEqual({
      type: "done",
      ok: false,
      summary: [
        "Sync stopped: 1 synced, 0 unchanged, 0 failed.",
        "GitHub is rate limiting us until 13:00 UTC.",
        "2 repositories left for the first sweep after the pause.",
      ],
    });
  });
});
