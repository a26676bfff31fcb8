import "server-only";
import type { Db } from "@/lib/db/client";
import type { GitHubClient, GitHubRefusal, RateBudget } from "./client";
import { budgetHolds, REQUESTS_PER_SYNC } from "./request-budget";
import { storeStarHistory, storeStarHistoryFailure } from "./star-history-store";
import {
  backfilledPoints,
  plannedPageCount,
  sampledPages,
  type StarSample,
} from "./stargazer-sampling";

// Star history backfill: a repository's stars before its first sync, read once from at most
// 20 stargazer pages (stargazer-sampling.ts). It is all or nothing: a backfill that does not
// finish stores nothing and is tried again on a later sync. It spends only what the budget
// holds beyond the next repository's figures (figures come first), and hands a limit or a
// refused token back to the sweep, which pauses; nothing is retried in a loop.

export type StarHistoryOutcome =
  | { outcome: "backfilled"; points: number }
  /** The budget does not hold the pages: try again after its reset. */
  | { outcome: "deferred"; until: Date }
  | { outcome: "failed"; reason: string }
  | { outcome: "rate_limited"; resumeAt: Date }
  | { outcome: "unauthorized" };

export type StarHistoryTarget = { id: number; owner: string; name: string; stars: number };

type Read =
  | { outcome: "read"; samples: StarSample[] }
  | Exclude<StarHistoryOutcome, { outcome: "backfilled" }>;

/** Reads and stores `target`'s star history, as of `now`, given the budget last seen. */
export async function backfillStarHistory(
  db: Db,
  client: GitHubClient,
  target: StarHistoryTarget,
  now: Date,
  lastRate: RateBudget | null,
): Promise<StarHistoryOutcome & { rate: RateBudget | null }> {
  let rate = lastRate;
  const seen = <T extends { rate: RateBudget | null }>(answer: T) => {
    rate = answer.rate ?? rate;
    return answer;
  };
  const affordable = (pages: number) => budgetHolds(rate, pages + REQUESTS_PER_SYNC, now);

  const read = async (): Promise<Read> => {
    if (!affordable(plannedPageCount(target.stars))) return deferred(rate);
    const first = seen(await client.getStargazerPage(target.owner, target.name, 1));
    if (first.outcome !== "ok") return refusal(first);
    const samples: StarSample[] = [];
    const add = (page: number, at: Date | null) => at && samples.push({ page, starredAt: at });
    add(1, first.data.firstStarredAt);
    const rest = sampledPages(first.data.pageCount).slice(1);
    if (!affordable(rest.length)) return deferred(rate);
    for (const page of rest) {
      const answer = seen(await client.getStargazerPage(target.owner, target.name, page));
      if (answer.outcome !== "ok") return refusal(answer);
      add(page, answer.data.firstStarredAt);
    }
    return { outcome: "read", samples };
  };

  const result = await read();
  if (result.outcome === "read") {
    const points = backfilledPoints(result.samples, target.stars, now);
    await storeStarHistory(db, target.id, points, now);
    return { outcome: "backfilled", points: points.length, rate };
  }
  if (result.outcome === "failed") await storeStarHistoryFailure(db, target.id, result.reason);
  return { ...result, rate };
}

// Only called when the budget does not hold, which needs a budget with a reset to come.
function deferred(rate: RateBudget | null): Read {
  return { outcome: "deferred", until: rate?.resetAt ?? new Date() };
}

function refusal(answer: GitHubRefusal): Read {
  switch (answer.outcome) {
    case "rate_limited":
    case "unauthorized":
      return answer;
    case "not_found":
      return { outcome: "failed", reason: "stargazers not found on GitHub" };
    case "unchanged":
      return { outcome: "failed", reason: "unexpected 304" };
    case "error":
      return { outcome: "failed", reason: answer.reason };
  }
}
