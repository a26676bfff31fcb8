// What the GitHub sweep tests share: projects pointing at repositories, and reads of the rows.
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { createGitHubClient } from "@/lib/github/client";
import { startGitHubStandIn, type GitHubStandIn } from "@/tests/fixtures/github-stand-in";

export const NOW = new Date("2026-03-01T12:00:00Z");
export const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

/** Starts the stand-in with a budget that resets an hour after NOW. */
export async function startStandIn(...args: Parameters<typeof startGitHubStandIn>) {
  // The stand-in lives on 127.0.0.1, which the safe fetch opens only with this switch.
  vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
  const github = await startGitHubStandIn(...args);
  github.state.budget = { limit: 5000, remaining: 5000, resetAt: later(1).getTime() / 1000 };
  return github;
}

type ConfiguredStandIn = Parameters<typeof startGitHubStandIn>[0] & { intervalHours?: number };

/**
 * Before each test, a new stand-in (its repositories made anew by `options`: a test may
 * rename or change them) as the configured GitHub API: GITHUB_API_URL, GITHUB_TOKEN as `token`
 * or none, GITHUB_SYNC_INTERVAL_HOURS; closed after it. Answers the current test's stand-in.
 */
export function configuredStandInEachTest(options: () => ConfiguredStandIn) {
  let github: GitHubStandIn;
  beforeEach(async () => {
    const { intervalHours = 24, ...standInOptions } = options();
    github = await startStandIn(standInOptions);
    vi.stubEnv("GITHUB_API_URL", github.url);
    vi.stubEnv("GITHUB_TOKEN", standInOptions.token ?? "");
    vi.stubEnv("GITHUB_SYNC_INTERVAL_HOURS", String(intervalHours));
  });
  afterEach(async () => {
    await github.close();
    vi.unstubAllEnvs();
  });
  return () => github;
}

export const clientOf = (github: GitHubStandIn, token?: string) =>
  createGitHubClient({ baseUrl: github.url, token, now: () => NOW });

/** A project with this repository URL, in a company of its own; answers the project's id. */
export async function addProject(db: Db, url: string | null, shortname = `co-${url?.length}`) {
  const [company] = await db
    .insert(t.organization)
    .values({ name: shortname, shortname: `${shortname}-${Math.random()}`.replace(".", "") })
    .returning({ id: t.organization.id });
  const [project] = await db
    .insert(t.project)
    .values({ name: url ?? "none", resources_url: url })
    .returning({ id: t.project.id });
  await db
    .insert(t.organizationproject)
    .values({ organization_id: company.id, project_id: project.id });
  return project.id;
}

export const repositoryRows = (db: Db) =>
  db.select().from(t.repository).orderBy(asc(t.repository.project_id));

export async function repositoryOf(db: Db, projectId: number) {
  const [row] = await db.select().from(t.repository).where(eq(t.repository.project_id, projectId));
  return row;
}

export const snapshots = (db: Db) =>
  db
    .select()
    .from(t.repositorySnapshot)
    .orderBy(asc(t.repositorySnapshot.repository_id), asc(t.repositorySnapshot.day));

/** The figures a failed sync must leave as they were. */
export const figuresOf = (row: typeof t.repository.$inferSelect) => ({
  stars: row.stars,
  forks: row.forks,
  open_issues: row.open_issues,
  contributors: row.contributors,
  latest_release_tag: row.latest_release_tag,
  etag_repo: row.etag_repo,
});
