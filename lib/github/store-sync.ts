import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { repository, repositorySnapshot } from "@/lib/db/schema";
import type { RepositoryStatus } from "@/lib/db/repository-schema";
import type { LatestRelease, RepositoryFigures } from "./client";
import type { GitHubRepository } from "./repository-url";

// What one sync writes to a repository row. A failure writes its status and reason only:
// the figures a visitor sees stay as the last good sync left them.

export type RepositoryRow = typeof repository.$inferSelect;

/** What a good answer gives: the figures, with what to send next time (ETags). */
export type FetchedFigures = {
  figures: RepositoryFigures;
  release: { value: LatestRelease | null; etag: string | null } | "unchanged";
  contributors: { value: number; etag: string | null } | "unchanged";
  etag: string | null;
};

// The snapshot's day: the UTC date of the check.
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Stores fresh figures (and the new name, for a moved repository) and today's snapshot. */
export async function storeFigures(
  tx: Db,
  row: RepositoryRow,
  fetched: FetchedFigures,
  now: Date,
  movedTo?: GitHubRepository,
) {
  const { figures, release, contributors } = fetched;
  await tx
    .update(repository)
    .set({
      ...(movedTo && { owner: movedTo.owner, name: movedTo.repo, url: movedTo.url }),
      stars: figures.stars,
      forks: figures.forks,
      open_issues: figures.openIssues,
      language: figures.language,
      license_spdx: figures.licenseSpdx,
      topics: figures.topics,
      created_at_github: figures.createdAt,
      pushed_at: figures.pushedAt,
      archived: figures.archived,
      etag_repo: fetched.etag,
      ...(release !== "unchanged" && {
        latest_release_tag: release.value?.tag ?? null,
        latest_release_at: release.value?.publishedAt ?? null,
        etag_release: release.etag,
      }),
      ...(contributors !== "unchanged" && {
        contributors: contributors.value,
        etag_contributors: contributors.etag,
      }),
      ...succeeded(now),
    })
    .where(eq(repository.id, row.id));
  await writeSnapshot(tx, row.id, now, "replace");
}

/** GitHub answered 304: the figures stand; the check is recorded, and today's snapshot kept. */
export async function storeUnchanged(tx: Db, row: RepositoryRow, now: Date) {
  await tx.update(repository).set(succeeded(now)).where(eq(repository.id, row.id));
  await writeSnapshot(tx, row.id, now, "keep");
}

/** A failed check: its status and reason, and nothing else. */
export async function storeFailure(
  db: Db,
  row: RepositoryRow,
  status: Extract<RepositoryStatus, "not_found" | "error">,
  reason: string,
  now: Date,
) {
  await db
    .update(repository)
    .set({ status, last_error: reason, checked_at: now })
    .where(eq(repository.id, row.id));
}

const succeeded = (now: Date) => ({
  status: "ok" as const,
  last_error: null,
  checked_at: now,
});

// Today's counts from the row as now stored; `keep` leaves a snapshot already taken today.
async function writeSnapshot(tx: Db, id: number, now: Date, existing: "replace" | "keep") {
  const counts = sql`stars = excluded.stars, forks = excluded.forks,
    contributors = excluded.contributors, open_issues = excluded.open_issues`;
  await tx.execute(sql`
    insert into ${repositorySnapshot} (repository_id, day, stars, forks, contributors, open_issues)
    select id, ${dayOf(now)}::date, stars, forks, contributors, open_issues from ${repository}
    where id = ${id} and stars is not null and forks is not null
      and contributors is not null and open_issues is not null
    on conflict (repository_id, day) do ${existing === "replace" ? sql`update set ${counts}` : sql`nothing`}`);
}
