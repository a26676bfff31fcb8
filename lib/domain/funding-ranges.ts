// The company list's "Funding" filter: ranges of the funding figure, in millions of USD (the
// curated total, else the sum of disclosed rounds: lib/domain/funding.ts). Each range holds its
// lower bound and not its upper one, so that $1B exactly is "Over $1B"; a company with neither
// is "Not disclosed". Together the ranges hold every company exactly once.

export const FUNDING_RANGES = [
  "under-10m",
  "10m-100m",
  "100m-1b",
  "over-1b",
  "not-disclosed",
] as const;
export type FundingRange = (typeof FUNDING_RANGES)[number];

export const FUNDING_LABELS: Record<FundingRange, string> = {
  "under-10m": "Under $10M",
  "10m-100m": "$10M–$100M",
  "100m-1b": "$100M–$1B",
  "over-1b": "Over $1B",
  "not-disclosed": "Not disclosed",
};

/** Millions of USD from (inclusive) and below (exclusive); null for no amount. */
export const FUNDING_BOUNDS: Record<FundingRange, { from: number; below: number | null } | null> = {
  "under-10m": { from: 0, below: 10 },
  "10m-100m": { from: 10, below: 100 },
  "100m-1b": { from: 100, below: 1000 },
  "over-1b": { from: 1000, below: null },
  "not-disclosed": null,
};
