// What the star tests share: companies whose projects are GitHub repositories with known
// figures, synced as the sweep leaves them (repository rows, snapshots, company figures).
import { eq } from "drizzle-orm";
import { createCompany } from "@/lib/companies/create-company";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { syncRepositoryRows } from "@/lib/github/repositories";
import { companyFixture } from "../fixtures/company";

export const TODAY = new Date("2026-11-20T12:00:00Z");
/** 90 days before TODAY: a snapshot on this day gives the 90-day gain. */
export const WINDOW_START = "2026-08-22";

/** A repository's figures: stars now (null: never synced), 90 days before, and its licence. */
export type Repo = { stars: number | null; before?: number; license?: string | null };

type Options = { published?: boolean; dummy?: boolean; checkedAt?: Date };

/** A company whose projects are `repos` (owner/name → figures), synced as of TODAY. */
export async function companyWithRepos(
  db: Db,
  name: string,
  repos: Record<string, Repo>,
  { published = true, dummy = false, checkedAt = TODAY }: Options = {},
) {
  const { id, shortname } = await createCompany(
    db,
    companyFixture({
      name,
      published,
      valuation: undefined,
      projects: Object.keys(repos).map((path) => ({
        name: path.split("/")[1],
        resources_url: `https://github.com/${path}`,
      })),
    }),
  );
  if (dummy)
    await db.update(t.organization).set({ is_dummy: true }).where(eq(t.organization.id, id));
  await syncRepositoryRows(db);
  for (const [path, repo] of Object.entries(repos)) {
    if (repo.stars === null) continue;
    const [row] = await db
      .update(t.repository)
      .set({
        stars: repo.stars,
        license_spdx: repo.license ?? null,
        status: "ok",
        checked_at: checkedAt,
        created_at_github: new Date("2020-01-01T00:00:00Z"),
      })
      .where(eq(t.repository.url, `https://github.com/${path}`))
      .returning({ id: t.repository.id });
    if (repo.before !== undefined)
      await db.insert(t.repositorySnapshot).values({
        repository_id: row.id,
        day: WINDOW_START,
        stars: repo.before,
        forks: 0,
        contributors: 1,
        open_issues: 0,
      });
  }
  return { id, shortname };
}
