// The open-source growth index, after Runa Capital's ROSS index: for each company, its best
// GitHub repository's stars now divided by its stars 90 days before, counting only
// repositories that already had 1,000 stars then (so a repository growing from 10 stars to 100
// does not outrank one growing from 20,000 to 30,000). Computed by lib/github/company-figures.ts.

export const GROWTH_WINDOW_DAYS = 90;
export const GROWTH_MIN_START_STARS = 1000;
/** The index lists this many companies, as the ROSS index lists its top ones. */
export const GROWTH_INDEX_SIZE = 50;

/** The rule in words, for the growth page and /about. */
export const GROWTH_EXPLANATION = [
  `For each company we take the stars of each of its GitHub repositories today and ${GROWTH_WINDOW_DAYS} days ago.`,
  `Only repositories that already had at least ${GROWTH_MIN_START_STARS.toLocaleString("en-US")} stars ${GROWTH_WINDOW_DAYS} days ago count, so that a tiny project doubling does not outrank a large one growing fast.`,
  `A company's growth is its best repository's stars today divided by its stars then: 1.5× means it gained half as many stars again. The stars gained are shown beside it.`,
  `Stars are read from GitHub's API every day; the stars of the days before a repository was first read come from the dates GitHub gives for its stargazers.`,
];

/** A ratio as the page shows it: "1.42×". */
export const formatGrowth = (ratio: number) => `${ratio.toFixed(2)}×`;
