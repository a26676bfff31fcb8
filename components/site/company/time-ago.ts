// How long ago a moment was, in the largest whole unit a reader wants: 'today', 'yesterday',
// '3 days ago', '2 months ago', '1 year ago'. A moment after `now` (clocks differ) is today.

const DAY_MS = 86_400_000;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/** `moment` (an ISO date-time) relative to `now`. */
export function timeAgo(moment: string, now: Date): string {
  const days = Math.floor((now.getTime() - Date.parse(moment)) / DAY_MS);
  if (days < 1) return "today";
  if (days === 1) return "yesterday";
  if (days < 31) return ago(days, "day");
  if (days < 365) return ago(Math.floor(days / 30.44), "month");
  return ago(Math.floor(days / 365.25), "year");
}
