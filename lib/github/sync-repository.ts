import "server-only";
import type { Db } from "@/lib/db/client";
import type { GitHubClient, GitHubRefusal, RateBudget } from "./client";
import { companiesOfProject, recordRename } from "./record-rename";
import { backfillStarHistory, type StarHistoryOutcome } from "./star-history";
import {
  storeFailure,
  storeFigures,
  storeUnchanged,
  type FetchedFigures,
  type RepositoryRow,
} from "./store-sync";

// One repository's sync: the repository, then (unless it is unchanged) its latest release and
// contributor count, each asked with the ETag of the last answer. What the answers say is
// written in one transaction; a limit or a refused token writes nothing and tells the sweep.
// A repository whose star history was never read gets it after a good sync (star-history.ts).

export type SyncOutcome =
  | { outcome: "synced"; changedCompanies: string[] }
  | { outcome: "unchanged" }
  | { outcome: "failed"; reason: string }
  | { outcome: "rate_limited"; resumeAt: Date }
  | { outcome: "unauthorized" };

/** `history`: how the star history backfill went, when this sync ran one. */
export type SyncResult = SyncOutcome & { rate: RateBudget | null; history?: StarHistoryOutcome };

/** Syncs `row` from GitHub through `client`, as of `now`. */
export async function syncRepository(
  db: Db,
  client: GitHubClient,
  row: RepositoryRow,
  now = new Date(),
): Promise<SyncResult> {
  let rate: RateBudget | null = null;
  const seen = <T extends { rate: RateBudget | null }>(answer: T) => {
    rate = answer.rate ?? rate;
    return answer;
  };
  const answer = seen(await client.getRepository(row.owner, row.name, row.etag_repo ?? undefined));
  if (answer.outcome === "unchanged") {
    await db.transaction((tx) => storeUnchanged(tx, row, now));
    const target = { id: row.id, owner: row.owner, name: row.name, stars: row.stars };
    return withHistory(db, client, row, target, now, { outcome: "unchanged", rate });
  }
  if (answer.outcome !== "ok" && answer.outcome !== "moved") {
    return { ...(await refused(db, row, answer, "", now)), rate };
  }
  // A moved repository is asked under its new name; the old name's ETags name other answers.
  const moved = answer.outcome === "moved" ? answer.to : undefined;
  const owner = moved?.owner ?? row.owner;
  const name = moved?.repo ?? row.name;
  const etag = (value: string | null) => (moved ? undefined : (value ?? undefined));

  const release = seen(await client.getLatestRelease(owner, name, etag(row.etag_release)));
  if (release.outcome !== "ok" && release.outcome !== "unchanged") {
    return { ...(await refused(db, row, release, "latest release: ", now)), rate };
  }
  const count = seen(await client.getContributorCount(owner, name, etag(row.etag_contributors)));
  if (count.outcome !== "ok" && count.outcome !== "unchanged") {
    return { ...(await refused(db, row, count, "contributors: ", now)), rate };
  }

  const fetched: FetchedFigures = {
    figures: answer.data,
    etag: answer.etag,
    release: release.outcome === "ok" ? { value: release.data, etag: release.etag } : "unchanged",
    contributors: count.outcome === "ok" ? { value: count.data, etag: count.etag } : "unchanged",
  };
  const changedCompanies = await db.transaction(async (tx) => {
    await storeFigures(tx, row, fetched, now, moved);
    return moved
      ? recordRename(tx, row.project_id, moved.url)
      : companiesOfProject(tx, row.project_id);
  });
  const target = { id: row.id, owner, name, stars: answer.data.stars };
  return withHistory(db, client, row, target, now, { outcome: "synced", changedCompanies, rate });
}

// The backfill after a good sync, for a repository still without one; its rate is the latest.
async function withHistory(
  db: Db,
  client: GitHubClient,
  row: RepositoryRow,
  target: { id: number; owner: string; name: string; stars: number | null },
  now: Date,
  result: SyncResult,
): Promise<SyncResult> {
  const { stars } = target;
  if (row.history_backfilled_at || stars === null) return result;
  const { rate, ...history } = await backfillStarHistory(
    db,
    client,
    { ...target, stars },
    now,
    result.rate,
  );
  return { ...result, rate, history };
}

// What a refusal means for the row: not found and errors are stored (figures kept); a limit
// or a refused token is the sweep's to handle, and the row is left as it was.
async function refused(
  db: Db,
  row: RepositoryRow,
  answer: GitHubRefusal,
  what: string,
  now: Date,
): Promise<SyncOutcome> {
  switch (answer.outcome) {
    case "rate_limited":
      return { outcome: "rate_limited", resumeAt: answer.resumeAt };
    case "unauthorized":
      return { outcome: "unauthorized" };
    case "not_found": {
      // The repository itself is gone; a part of it missing is a broken answer.
      const status = what === "" ? "not_found" : "error";
      const reason = `${what}not found on GitHub`;
      await storeFailure(db, row, status, reason, now);
      return { outcome: "failed", reason };
    }
    case "unchanged":
    case "error": {
      const reason = what + (answer.outcome === "error" ? answer.reason : "unexpected 304");
      await storeFailure(db, row, "error", reason, now);
      return { outcome: "failed", reason };
    }
  }
}
