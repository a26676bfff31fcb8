import type { RateBudget } from "./client";

// What the sweep may still ask of GitHub before the budget GitHub reported is spent.

/** One repository's figures cost up to three requests (repository, release, contributors). */
export const REQUESTS_PER_SYNC = 3;

/** Whether `requests` more fit in the budget; an unknown or already reset budget does. */
export function budgetHolds(rate: RateBudget | null, requests: number, now: Date) {
  return !rate || rate.resetAt <= now || rate.remaining >= requests;
}
