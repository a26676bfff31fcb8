// Times and counts of the GitHub sync as an admin reads them at a glance. A time (a reset, a
// pause) is its hour in UTC, named as every admin time is (lib/domain/dates.ts), with its day
// only when it is not today's.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const pad = (value: number) => String(value).padStart(2, "0");

/** '13:05 UTC', or 'Mar 2, 13:05 UTC' for a moment on another day than `now`'s (UTC). */
export function formatClockTime(moment: Date, now: Date): string {
  const time = `${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())} UTC`;
  const sameDay = moment.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
  return sameDay ? time : `${MONTHS[moment.getUTCMonth()]} ${moment.getUTCDate()}, ${time}`;
}

/** A count as admins read it: 4,321. */
export const formatCount = (count: number) => count.toLocaleString("en-US");

/** '1 repository', '4,321 repositories'. */
export const repositoriesCount = (count: number) =>
  `${formatCount(count)} ${count === 1 ? "repository" : "repositories"}`;
