import type { HeadlineType } from "./constants";

// How "Trending COSS Companies" are ranked, from our own data. A company's score is
//   sum over its published headlines of the last 180 days:
//     TYPE_WEIGHT[type] x (1 + ln(1 + amount in $M), for funding headlines) x 0.5^(age / 30 days)
//   + 3 x 0.5^(days since added / 7)   (newly listed companies)
//   + 1 x 0.5^(days since updated / 7) (recently curated companies)
//   + 2 x ln(1 + stars gained in 90 days / 1,000)   (open-source traction)
// so news counts most when it is fresh, funding rounds count more the larger they are,
// every signal halves with time, and a project's star growth counts with diminishing returns
// (1,000 stars gained in 90 days add 1.4 points, 10,000 add 4.8, 100,000 add 9.2).
// Ties go to the most recently updated company.

export const TRENDING_WINDOW_DAYS = 180;
export const HEADLINE_HALF_LIFE_DAYS = 30;
export const ADDED_WEIGHT = 3;
export const UPDATED_WEIGHT = 1;
export const FRESHNESS_HALF_LIFE_DAYS = 7;
export const STAR_GROWTH_WEIGHT = 2;
/** Stars gained in 90 days that make the term's logarithm 1 + ln 2 (about 1.4 points). */
export const STAR_GROWTH_UNIT = 1000;

export const TYPE_WEIGHT: Record<HeadlineType, number> = {
  funding: 5,
  announcement: 3,
  media_mention: 2,
  news_and_views: 1,
};

/** The rule above in words, for the About page. */
export const TRENDING_EXPLANATION = [
  `Every published headline of the last ${TRENDING_WINDOW_DAYS} days that mentions a company adds to its score: funding ${TYPE_WEIGHT.funding} points (more for larger rounds), announcements ${TYPE_WEIGHT.announcement}, media mentions ${TYPE_WEIGHT.media_mention}, news and views ${TYPE_WEIGHT.news_and_views}.`,
  `A headline's points halve every ${HEADLINE_HALF_LIFE_DAYS} days, so fresh news counts most.`,
  `Newly listed companies get ${ADDED_WEIGHT} extra points and recently updated ones ${UPDATED_WEIGHT}, halving every ${FRESHNESS_HALF_LIFE_DAYS} days.`,
  `Stars gained by a company's GitHub repositories over the last 90 days add points with diminishing returns: ${STAR_GROWTH_WEIGHT} × ln(1 + stars gained / ${STAR_GROWTH_UNIT.toLocaleString("en-US")}), so 1,000 new stars add about 1.4 points and 10,000 about 4.8.`,
];
