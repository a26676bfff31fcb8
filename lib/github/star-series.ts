// A repository's stars over the last year, as a sparkline draws them: its daily snapshots
// and its backfilled history (lib/github/star-history.ts) on one line.

export type StarPoint = { day: string; stars: number; estimated: boolean };

/**
 * The points from a year before `today` to `today` (both included), oldest first, one per day
 * present: on a day given twice, a counted point wins over an estimated one, else the later.
 */
export function starSeries(snapshots: readonly StarPoint[], today: Date): StarPoint[] {
  const end = today.toISOString().slice(0, 10);
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const start = yearAgo.toISOString().slice(0, 10);
  const byDay = new Map<string, StarPoint>();
  for (const point of snapshots) {
    if (point.day < start || point.day > end) continue;
    const held = byDay.get(point.day);
    if (held && !held.estimated && point.estimated) continue;
    byDay.set(point.day, { day: point.day, stars: point.stars, estimated: point.estimated });
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}
