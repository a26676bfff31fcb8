// The periods the stats charts count by: years and months of ISO dates, relative to today.

/** Today's date (UTC) as YYYY-MM-DD. */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether an ISO date (or a year) lies after `today`: such rows are left out of the charts. */
export function isFuture(date: string | number, today: string): boolean {
  return typeof date === "number" ? date > Number(today.slice(0, 4)) : date > today;
}

/** The `count` months up to and including today's, oldest first, as YYYY-MM. */
export function monthsEnding(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Every year from `first` to `last`, so that a chart shows years without data as gaps. */
export function yearRange(first: number, last: number): number[] {
  if (last < first) return [];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/** A YYYY-MM month as 'Jan 2026'. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
