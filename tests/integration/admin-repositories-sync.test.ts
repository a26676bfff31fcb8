// First: it sets up what Next's modules need before they load.
import { inRequest, post } from "./admin-repositories-request";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { syncRepositoryNow } from "@/lib/admin/repositories/sync-repository-now";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { syncRepositoryRows } from "@/lib/github/repositories";
import { UNAUTHORIZED_MESSAGE } from "@/lib/github/sweep";
import { readSweepState } from "@/lib/github/sweep-state";
import { TEST_ADMIN } from "@/tests/fixtures/admin";
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

async function shortnameOf(db: Db, projectId: number) {
  const [company] = await db
    .select({ id: t.organization.id, shortname: t.organization.shortname })
    .from(t.organizationproject)
    .innerJoin(t.organization, eq(t.organization.id, t.organizationproject.organization_id))
    .where(eq(t.organizationproject.project_id, projectId));
  return company;
}

describe.each(DRIVERS)("Sync now ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  // A project of this repository, with its row as the sweep makes it (due, never checked).
  async function repositoryFor(url: string) {
    const projectId = await addProject(database().db, url);
    await syncRepositoryRows(database().db);
    return repositoryOf(database().db, projectId);
  }
  // Sync now as the admin's action runs it, in a request, with the pages it refreshes.
  const syncNow = (id: number, now = NOW) =>
    inRequest(post("/admin/repositories", {}), () => syncRepositoryNow(TEST_ADMIN, id, { now }));

  it("stores the figures, recomputes its company's and refreshes the company's pages", async () => {
    const { db } = database();
    const row = await repositoryFor("https://github.com/acme/one");
    const { value, refreshed } = await syncNow(row.id);
    expect(value).toEqual({ ok: true, message: "Synced acme/one: 100 stars." });
    expect(await repositoryOf(db, row.project_id)).toMatchObject({
      stars: 100,
      contributors: 5,
      status: "ok",
      checked_at: NOW,
      claimed_by: null,
      claimed_until: null,
      next_due_at: later(2),
    });
    const company = await shortnameOf(db, row.project_id);
    const [figures] = await db
      .select()
      .from(t.companyOpenSource)
      .where(eq(t.companyOpenSource.organization_id, company.id));
    expect(figures).toMatchObject({ stars: 100, as_of: "2026-03-01" });
    expect(refreshed).toContain(`/organizations/${company.shortname}`);
    expect(await readSweepState(db)).toMatchObject({ rate_limit: 5000, stop_reason: null });
  });

  it("syncs a repository that is not due, GitHub answering 304 to its ETag", async () => {
    const { db } = database();
    const row = await repositoryFor("https://github.com/acme/one");
    await syncNow(row.id);
    standIn().state.log.length = 0;
    const { value } = await syncNow(row.id, later(0.5));
    expect(value).toEqual({
      ok: true,
      message: "acme/one is unchanged on GitHub since its last check.",
    });
    expect(standIn().state.log.map((request) => request.status)).toEqual([304]);
    expect(await repositoryOf(db, row.project_id)).toMatchObject({
      stars: 100,
      checked_at: later(0.5),
      next_due_at: later(2.5),
    });
  });

  it("follows a repository GitHub moved, pointing its project at the new name", async () => {
    const { db } = database();
    const row = await repositoryFor("https://github.com/acme/one");
    standIn().rename("acme/one", "acme/uno");
    const { value, refreshed } = await syncNow(row.id);
    expect(value).toEqual({
      ok: true,
      message: "Synced acme/one: GitHub moved it to acme/uno, and its project now points there.",
    });
    const [project] = await db.select().from(t.project).where(eq(t.project.id, row.project_id));
    expect(project.resources_url).toBe("https://github.com/acme/uno");
    const company = await shortnameOf(db, row.project_id);
    expect(refreshed).toContain(`/organizations/${company.shortname}`);
  });

  it("says a repository GitHub does not know was not found, and stores why", async () => {
    const row = await repositoryFor("https://github.com/acme/gone");
    const { value } = await syncNow(row.id);
    expect(value).toEqual({ ok: false, message: "Could not sync acme/gone: not found on GitHub." });
    expect(await repositoryOf(database().db, row.project_id)).toMatchObject({
      status: "not_found",
      last_error: "not found on GitHub",
      checked_at: NOW,
    });
  });

  it("says until when GitHub rate limits us, stores the pause and honours it", async () => {
    const { db } = database();
    const row = await repositoryFor("https://github.com/acme/one");
    standIn().state.budget.remaining = 0;
    const { value } = await syncNow(row.id);
    expect(value).toEqual({
      ok: false,
      message: "GitHub is rate limiting us until 13:00 UTC: acme/one was not synced.",
    });
    expect(await readSweepState(db)).toMatchObject({ paused_until: later(1), rate_remaining: 0 });
    expect(await repositoryOf(db, row.project_id)).toMatchObject({
      status: "pending",
      claimed_by: null,
    });

    standIn().state.log.length = 0;
    const { value: again } = await syncNow(row.id, later(0.5));
    expect(again).toEqual({ ok: false, message: "GitHub is rate limiting us until 13:00 UTC." });
    expect(standIn().state.log).toHaveLength(0);
  });

  it("says GitHub refused the token, stops the sync for an hour and honours the stop", async () => {
    const { db } = database();
    vi.stubEnv("GITHUB_TOKEN", "ghp_wrong");
    const row = await repositoryFor("https://github.com/acme/one");
    const { value } = await syncNow(row.id);
    expect(value).toEqual({
      ok: false,
      message: `${UNAUTHORIZED_MESSAGE} acme/one was not synced.`,
    });
    expect(await readSweepState(db)).toMatchObject({
      paused_until: later(1),
      stop_reason: UNAUTHORIZED_MESSAGE,
    });

    standIn().state.log.length = 0;
    const { value: again } = await syncNow(row.id, later(0.25));
    expect(again).toEqual({
      ok: false,
      message:
        "GitHub refused the token (401): check GITHUB_TOKEN. The sync is paused until 13:00 UTC.",
    });
    expect(standIn().state.log).toHaveLength(0);
  });

  it("leaves a repository a sweep holds to that sweep", async () => {
    const { db } = database();
    const row = await repositoryFor("https://github.com/acme/one");
    await db
      .update(t.repository)
      .set({ claimed_until: later(1), claimed_by: "another-server" })
      .where(eq(t.repository.id, row.id));
    const { value } = await syncNow(row.id);
    expect(value).toEqual({
      ok: false,
      message: "acme/one is being synced right now: try again in a moment.",
    });
    expect(standIn().state.log).toHaveLength(0);
    expect(await repositoryOf(db, row.project_id)).toMatchObject({ claimed_by: "another-server" });
  });
});
