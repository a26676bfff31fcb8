import { eq, isNotNull, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { openPostgres } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import * as t from "@/lib/db/schema";
import { syncRepositoryRows } from "@/lib/github/repositories";
import { runGitHubSweep } from "@/lib/github/sweep";
import { claimDue } from "@/lib/periodic/claim";
import { standInRepository, type GitHubStandIn } from "@/tests/fixtures/github-stand-in";
import { DRIVERS, useFreshDatabase } from "./databases";
import {
  addProject,
  clientOf,
  later,
  NOW,
  repositoryOf,
  repositoryRows,
  startStandIn,
} from "./github-sweep-fixtures";

const NAMES = ["one", "two", "three", "four", "five", "six"];
let github: GitHubStandIn;
beforeEach(async () => {
  github = await startStandIn({
    repositories: NAMES.map((name) => standInRepository(`acme/${name}`)),
  });
});
afterEach(async () => {
  await github.close();
  vi.unstubAllEnvs();
});

const repositoryRequests = () => NAMES.map((name) => github.requests(`/repos/acme/${name}`));

describe.each(DRIVERS)("repository rows and claims ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);

  it("keeps one row per GitHub project, idempotently, and drops rows of other hosts", async () => {
    const { db } = database();
    const one = await addProject(db, "https://github.com/acme/one");
    const two = await addProject(db, "https://github.com/acme/two");
    await addProject(db, null);
    await syncRepositoryRows(db);
    await syncRepositoryRows(db);
    expect((await repositoryRows(db)).map((row) => row.url)).toEqual([
      "https://github.com/acme/one",
      "https://github.com/acme/two",
    ]);
    await runGitHubSweep(db, clientOf(github), { now: () => NOW });

    await db
      .update(t.project)
      .set({ resources_url: "https://codeberg.org/acme/one" })
      .where(eq(t.project.id, one));
    await db
      .update(t.project)
      .set({ resources_url: "https://github.com/acme/three" })
      .where(eq(t.project.id, two));
    await syncRepositoryRows(db);
    expect(await repositoryOf(db, one)).toBeUndefined();
    // Another repository starts afresh: the old one's figures were not its own.
    expect(await repositoryOf(db, two)).toMatchObject({
      url: "https://github.com/acme/three",
      status: "pending",
      stars: null,
      etag_repo: null,
    });
  });

  it("gives a dead sweep's rows to the next sweep once the lease has passed", async () => {
    const { db } = database();
    await addProject(db, "https://github.com/acme/one");
    await addProject(db, "https://github.com/acme/two");
    await syncRepositoryRows(db);
    // A sweep that claimed one row and died before releasing it.
    const dead = await claimDue(db, t.repository, {
      limit: 1,
      leaseMs: 20 * 60_000,
      worker: "dead",
      now: NOW,
    });
    expect(dead).toHaveLength(1);

    const during = await runGitHubSweep(db, clientOf(github), { now: () => later(0.1) });
    expect(during).toMatchObject({ synced: 1 });
    const after = await runGitHubSweep(db, clientOf(github), { now: () => later(0.5) });
    expect(after).toMatchObject({ synced: 1 });
    expect(repositoryRequests().slice(0, 2)).toEqual([1, 1]);
    expect(await db.$count(t.repository, isNotNull(t.repository.claimed_by))).toBe(0);
    expect(await db.$count(t.repository, sql`${t.repository.status} <> 'ok'`)).toBe(0);
  });
});

const postgresUrl = inject("postgresUrl");

describe.skipIf(!postgresUrl)("two sweeps on one PostgreSQL", () => {
  const database = useFreshDatabase("postgres");

  it("fetch each repository once", async () => {
    const { db } = database();
    for (const name of NAMES) await addProject(db, `https://github.com/acme/${name}`);
    const [{ name }] = await selectRows<{ name: string }>(
      db,
      sql`select current_database() as name`,
    );
    // A second server: a pool of its own on the same database.
    const other = await openPostgres(postgresUrl!.replace(/\/postgres$/, `/${name}`));
    try {
      // A slow answer keeps the first sweep busy while the other claims the next rows.
      github.state.faults.set("/repos/acme/one", { kind: "slow", delayMs: 1000 });
      const options = { batchSize: 2, now: () => NOW };
      const summaries = await Promise.all([
        runGitHubSweep(db, clientOf(github), options),
        runGitHubSweep(other.db, clientOf(github), options),
      ]);
      expect(summaries.map((summary) => summary.synced).sort()).toEqual([2, 4]);
      expect(repositoryRequests()).toEqual(NAMES.map(() => 1));
      expect(await db.$count(t.repository, isNotNull(t.repository.claimed_by))).toBe(0);
    } finally {
      await other.close();
    }
  });
});
