import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as t from "@/lib/db/schema";
import { GITHUB_SYNC_WRITER } from "@/lib/github/record-rename";
import { runGitHubSweep, UNAUTHORIZED_MESSAGE } from "@/lib/github/sweep";
import { readSweepState } from "@/lib/github/sweep-state";
import { standInRepository, type GitHubStandIn } from "@/tests/fixtures/github-stand-in";
import { DRIVERS, useFreshDatabase } from "./databases";
import {
  addProject,
  clientOf,
  figuresOf,
  later,
  NOW,
  repositoryOf,
  snapshots,
  startStandIn,
} from "./github-sweep-fixtures";

let github: GitHubStandIn;
beforeEach(async () => {
  github = await startStandIn({
    repositories: [
      standInRepository("acme/one", { stars: 100, contributors: 5 }),
      standInRepository("acme/two", { stars: 200, release: null }),
    ],
  });
});
afterEach(async () => {
  await github.close();
  vi.unstubAllEnvs();
});

const at = (date: Date) => ({ now: () => date });

describe.each(DRIVERS)("the GitHub sweep ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  const sweep = (date = NOW, client = clientOf(github)) =>
    runGitHubSweep(database().db, client, at(date));

  it("fills each repository's figures and today's snapshot; other hosts get no row", async () => {
    const { db } = database();
    const one = await addProject(db, "https://www.github.com/Acme/One.git");
    const two = await addProject(db, "github.com/acme/two/tree/main/sub");
    await addProject(db, "https://gitlab.com/acme/three");
    const summary = await sweep();
    expect(summary).toMatchObject({ synced: 2, unchanged: 0, failed: 0, pausedUntil: null });
    expect(await repositoryOf(db, one)).toMatchObject({
      url: "https://github.com/acme/one",
      stars: 100,
      contributors: 5,
      language: "TypeScript",
      license_spdx: "Apache-2.0",
      topics: ["database"],
      latest_release_tag: "v1.2.3",
      status: "ok",
      checked_at: NOW,
      claimed_by: null,
      next_due_at: later(24),
    });
    expect(await repositoryOf(db, two)).toMatchObject({ stars: 200, latest_release_tag: null });
    expect(await db.$count(t.repository)).toBe(2);
    expect((await snapshots(db)).map((s) => [s.day, s.stars])).toEqual([
      ["2026-03-01", 100],
      ["2026-03-01", 200],
    ]);
  });

  it("asks again with If-None-Match, gets 304s and keeps the figures", async () => {
    const { db } = database();
    const one = await addProject(db, "https://github.com/acme/one");
    await sweep();
    const first = await repositoryOf(db, one);
    github.state.log.length = 0;
    expect(await sweep(later(1))).toMatchObject({ synced: 0, unchanged: 0 }); // not due yet
    expect(github.state.log).toHaveLength(0);

    expect(await sweep(later(25))).toMatchObject({ synced: 0, unchanged: 1 });
    expect(github.state.log.map((logged) => [logged.path, logged.status])).toEqual([
      ["/repos/acme/one", 304],
    ]);
    expect(github.state.log[0].headers["if-none-match"]).toBe(first.etag_repo);
    expect(await repositoryOf(db, one)).toMatchObject({
      ...figuresOf(first),
      checked_at: later(25),
    });
    expect((await snapshots(db)).map((s) => [s.day, s.stars])).toEqual([
      ["2026-03-01", 100],
      ["2026-03-02", 100],
    ]);
  });

  it("pauses on a spent budget until the reset, sending nothing before it", async () => {
    const { db } = database();
    const one = await addProject(db, "https://github.com/acme/one");
    github.state.budget.remaining = 0;
    expect(await sweep()).toMatchObject({ synced: 0, pausedUntil: later(1) });
    expect(github.state.log).toHaveLength(1);
    expect(await readSweepState(db)).toMatchObject({ paused_until: later(1), rate_remaining: 0 });
    expect((await repositoryOf(db, one)).status).toBe("pending");

    expect(await sweep(later(0.5))).toMatchObject({ synced: 0, pausedUntil: later(1) });
    expect(github.state.log).toHaveLength(1);

    github.state.budget = { limit: 5000, remaining: 5000, resetAt: later(2).getTime() / 1000 };
    expect(await sweep(later(1))).toMatchObject({ synced: 1, pausedUntil: null });
  });

  it("stops before the budget runs out, until its reset", async () => {
    const { db } = database();
    await addProject(db, "https://github.com/acme/one");
    await addProject(db, "https://github.com/acme/two");
    github.state.budget.remaining = 4;
    expect(await sweep()).toMatchObject({ synced: 1, pausedUntil: later(1) });
    expect(github.state.log).toHaveLength(3);
  });

  it("pauses until Retry-After on a secondary limit", async () => {
    const { db } = database();
    await addProject(db, "https://github.com/acme/one");
    github.state.secondaryLimit = { status: 429, retryAfterSeconds: 600 };
    const pausedUntil = new Date(NOW.getTime() + 600_000);
    expect(await sweep()).toMatchObject({ synced: 0, pausedUntil });
    expect(github.state.log).toHaveLength(1);
  });

  it("stops with a clear message when GitHub refuses the token", async () => {
    const { db } = database();
    const one = await addProject(db, "https://github.com/acme/one");
    github.state.token = "right-token";
    const summary = await sweep(NOW, clientOf(github, "wrong-token"));
    expect(summary).toMatchObject({ synced: 0, stopReason: UNAUTHORIZED_MESSAGE });
    expect(await readSweepState(db)).toMatchObject({ stop_reason: UNAUTHORIZED_MESSAGE });
    expect(await repositoryOf(db, one)).toMatchObject({ status: "pending", stars: null });

    const fixed = await sweep(later(1), clientOf(github, "right-token"));
    expect(fixed).toMatchObject({ synced: 1, stopReason: null });
  });

  it("follows a rename: the project's URL changes, in the history", async () => {
    const { db } = database();
    const one = await addProject(db, "https://github.com/acme/one");
    github.rename("acme/one", "Acme-Labs/One");
    const [{ version }] = await db.select().from(t.organization);
    expect(await sweep()).toMatchObject({ synced: 1, changedCompanies: [expect.any(String)] });
    const [project] = await db.select().from(t.project).where(eq(t.project.id, one));
    expect(project.resources_url).toBe("https://github.com/acme-labs/one");
    expect(await repositoryOf(db, one)).toMatchObject({
      owner: "acme-labs",
      name: "one",
      url: "https://github.com/acme-labs/one",
      status: "ok",
      stars: 100,
    });
    const [change] = await db.select().from(t.changeHistory);
    expect(change).toMatchObject({ admin_email: GITHUB_SYNC_WRITER, action: "update" });
    expect(JSON.stringify(change.after)).toContain("https://github.com/acme-labs/one");
    const [company] = await db.select().from(t.organization);
    expect(company).toMatchObject({ version: version + 1, changed_by: GITHUB_SYNC_WRITER });
  });

  it("flags a repository that is gone and keeps its figures", async () => {
    const { db } = database();
    const one = await addProject(db, "https://github.com/acme/one");
    await sweep();
    const before = await repositoryOf(db, one);
    github.state.repositories.delete("acme/one");
    expect(await sweep(later(25))).toMatchObject({ failed: 1 });
    expect(await repositoryOf(db, one)).toMatchObject({
      ...figuresOf(before),
      status: "not_found",
      last_error: "not found on GitHub",
      checked_at: later(25),
    });
  });

  it.each([
    ["invalid JSON", { kind: "invalid-json" } as const, "invalid JSON"],
    ["a body over 1 MB", { kind: "oversized" } as const, "response too large"],
  ])("gives %s an error status with its reason, changing no figure", async (_, fault, reason) => {
    const { db } = database();
    const one = await addProject(db, "https://github.com/acme/one");
    await sweep();
    const before = await repositoryOf(db, one);
    github.state.repositories.get("acme/one")!.stars = 150;
    github.state.faults.set("/repos/acme/one", fault);
    expect(await sweep(later(25))).toMatchObject({ failed: 1 });
    const after = await repositoryOf(db, one);
    expect(after).toMatchObject({ ...figuresOf(before), status: "error" });
    expect(after.last_error).toContain(reason);
  });

  it("gives huge counts an error status, writing none of that sync's figures", async () => {
    const { db } = database();
    const one = await addProject(db, "https://github.com/acme/one");
    await sweep();
    const before = await repositoryOf(db, one);
    Object.assign(github.state.repositories.get("acme/one")!, { stars: 150, contributors: 2e9 });
    expect(await sweep(later(25))).toMatchObject({ failed: 1 });
    expect(await repositoryOf(db, one)).toMatchObject({
      ...figuresOf(before),
      status: "error",
      last_error: "contributors: unexpected answer: 2000000000 contributors",
    });
    expect(await snapshots(db)).toHaveLength(1);
  });
});
