import { STARGAZERS_PER_PAGE } from "./client";

// star-history.com's method: a few stargazer pages spread across the list, each page's first
// star dated, draw the curve of stars over time. GitHub lists only the first 40,000 stargazers:
// above that the curve is a straight line to today's count, marked estimated.

/** Pages read at most per repository: a curve in a few requests. */
export const MAX_SAMPLED_PAGES = 20;
/** The last stargazers page GitHub serves (40,000 stargazers). */
export const LAST_LISTED_PAGE = 400;
export const MAX_LISTED_STARS = LAST_LISTED_PAGE * STARGAZERS_PER_PAGE;

export type StarSample = { page: number; starredAt: Date };
export type BackfilledPoint = { day: string; stars: number; estimated: boolean };

// Interpolated points stand a month apart, and never more than this many.
const ESTIMATE_STEP_DAYS = 30;
const MAX_ESTIMATED_POINTS = 24;
const DAY_MS = 86_400_000;

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** How many pages a list of `stars` stargazers is sampled with (the budget to ask for). */
export function plannedPageCount(stars: number) {
  const pages = Math.ceil(Math.min(stars, MAX_LISTED_STARS) / STARGAZERS_PER_PAGE);
  return Math.min(MAX_SAMPLED_PAGES, Math.max(1, pages));
}

/** Page 1, the last page GitHub serves, and evenly between: at most 20 distinct pages. */
export function sampledPages(pageCount: number): number[] {
  const last = Math.min(pageCount, LAST_LISTED_PAGE);
  if (last <= 1) return [1];
  const count = Math.min(MAX_SAMPLED_PAGES, last);
  // Steps of at least one page: rounding keeps the pages distinct.
  const step = (last - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => 1 + Math.round(i * step));
}

/**
 * The curve before `today`: one point per sampled day (page p's first star is star
 * (p-1)*100+1), then, when GitHub listed only part of the `stars`, estimated points on the
 * straight line from the last sample to today's count. Today itself is the sync's snapshot.
 */
export function backfilledPoints(
  samples: StarSample[],
  stars: number,
  today: Date,
): BackfilledPoint[] {
  const todayDay = dayOf(today);
  const byDay = new Map<string, number>();
  for (const { page, starredAt } of samples) {
    const day = dayOf(starredAt);
    const count = (page - 1) * STARGAZERS_PER_PAGE + 1;
    if (day < todayDay) byDay.set(day, Math.max(count, byDay.get(day) ?? 0));
  }
  const sampled = [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, count]) => ({ day, stars: count, estimated: false }));
  const last = sampled.at(-1);
  if (!last || stars <= MAX_LISTED_STARS || stars <= last.stars) return sampled;
  return [...sampled, ...estimatedPoints(last, stars, todayDay)];
}

// The line from the last sample to today's count, a point a month (or more) apart.
function estimatedPoints(from: BackfilledPoint, stars: number, todayDay: string) {
  const start = Date.parse(from.day);
  const span = Math.round((Date.parse(todayDay) - start) / DAY_MS);
  const step = Math.max(ESTIMATE_STEP_DAYS, Math.ceil(span / (MAX_ESTIMATED_POINTS + 1)));
  const points: BackfilledPoint[] = [];
  for (let days = step; days < span; days += step) {
    const count = Math.round(from.stars + ((stars - from.stars) * days) / span);
    points.push({ day: dayOf(new Date(start + days * DAY_MS)), stars: count, estimated: true });
  }
  return points;
}
