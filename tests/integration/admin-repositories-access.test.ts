// First: it sets up what Next's modules need before they load.
import { inRequest, post, sessionCookie, stubSiteEnv } from "./admin-repositories-request";
import { beforeEach, describe, expect, it } from "vitest";
import { syncRepositoryNowAction } from "@/app/admin/repositories/actions";
import RepositoriesPage from "@/app/admin/repositories/page";
import { POST as syncAll } from "@/app/api/admin/repositories/sync-all/route";
import { useDatabase } from "@/lib/db/client";
import { syncRepositoryRows } from "@/lib/github/repositories";
import { standInRepository } from "@/tests/fixtures/github-stand-in";
import { DRIVERS, useFreshDatabase } from "./databases";
import { addProject, repositoryOf, configuredStandInEachTest } from "./github-sweep-fixtures";

const standIn = configuredStandInEachTest(() => ({
  repositories: [standInRepository("acme/one", { stars: 100 })],
}));
beforeEach(() => stubSiteEnv());

const SYNC_ALL = "/api/admin/repositories/sync-all";

describe.each(DRIVERS)("the repositories' admin check ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  async function oneRepository() {
    const projectId = await addProject(database().db, "https://github.com/acme/one");
    await syncRepositoryRows(database().db);
    return repositoryOf(database().db, projectId);
  }

  it("refuses Sync all now from another site before reading the session", async () => {
    const row = await oneRepository();
    const cookie = await sessionCookie("admin@example.com");
    const request = post(SYNC_ALL, { origin: "http://evil.example", cookie });
    const { value: response } = await inRequest(request, () => syncAll(request, {}));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "This request did not come from the site's own pages.",
    });
    expect(await repositoryOf(database().db, row.project_id)).toEqual(row);
    expect(standIn().state.log).toHaveLength(0);
  });

  it("refuses Sync all now to a visitor and to a signed-in non-admin", async () => {
    const row = await oneRepository();
    const anonymous = post(SYNC_ALL, {});
    const { value: refusedAnonymous } = await inRequest(anonymous, () => syncAll(anonymous, {}));
    expect(refusedAnonymous.status).toBe(401);
    const visitor = post(SYNC_ALL, { cookie: await sessionCookie("visitor@example.com") });
    const { value: refusedVisitor } = await inRequest(visitor, () => syncAll(visitor, {}));
    expect(refusedVisitor.status).toBe(403);
    expect(await refusedVisitor.json()).toEqual({ error: "This account has no admin privileges." });
    expect(await repositoryOf(database().db, row.project_id)).toEqual(row);
    expect(standIn().state.log).toHaveLength(0);
  });

  it("sends a signed-in non-admin from the page to /login, back to the same view", async () => {
    const visitor = post("/admin/repositories", {
      cookie: await sessionCookie("visitor@example.com"),
    });
    const searchParams = Promise.resolve({ status: "error" });
    await expect(inRequest(visitor, () => RepositoriesPage({ searchParams }))).rejects.toThrow(
      expect.objectContaining({
        digest: expect.stringMatching(
          /^NEXT_REDIRECT;\w+;\/login\?callbackUrl=%2Fadmin%2Frepositories%3Fstatus%3Derror;/,
        ),
      }),
    );
  });

  it("refuses Sync now to a signed-in non-admin, sending nothing to GitHub", async () => {
    const row = await oneRepository();
    const visitor = post("/admin/repositories", {
      cookie: await sessionCookie("visitor@example.com"),
    });
    const { value: answer } = await inRequest(visitor, () => syncRepositoryNowAction(row.id));
    expect(answer).toEqual({ ok: false, message: "This account has no admin privileges." });
    expect(await repositoryOf(database().db, row.project_id)).toEqual(row);
    expect(standIn().state.log).toHaveLength(0);
  });

  it("lets the admin sync now, through the same request", async () => {
    const row = await oneRepository();
    const admin = post("/admin/repositories", { cookie: await sessionCookie("admin@example.com") });
    const { value: answer } = await inRequest(admin, () => syncRepositoryNowAction(row.id));
    expect(answer).toEqual({ ok: true, message: "Synced acme/one: 100 stars." });
    expect(await repositoryOf(database().db, row.project_id)).toMatchObject({ stars: 100 });
  });
});
