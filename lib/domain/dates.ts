// The public dates are written by hand rather than with Intl: the first Intl formatter a page
// builds costs the browser 30–50 ms of main thread while it loads its locale data, and these
// client components' dates are two simple English formats.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// 'January 5, 2025' with the month's whole name, 'Jan 5, 2025' with its first three letters.
function formatDate(
  value: string | Date | null | undefined,
  fallback: string,
  monthLetters?: number,
): string {
  const date = toDate(value);
  if (!date) return fallback;
  const month = MONTHS[date.getUTCMonth()].slice(0, monthLetters);
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'January 5, 2025', or the fallback when the date is missing or invalid. */
export function formatLongDate(value: string | Date | null | undefined, fallback = "No date") {
  return formatDate(value, fallback);
}

/** 'Jan 5, 2025', or the fallback (a dash: nothing to say) when the date is missing or invalid. */
export function formatShortDate(value: string | Date | null | undefined, fallback = "—") {
  return formatDate(value, fallback, 3);
}

const NEW_BADGE_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether a company was added recently enough for the NEW badge (2 days). */
export function isNew(dateAdded: string | Date | null | undefined, now = new Date()): boolean {
  const date = toDate(dateAdded);
  return date !== null && now.getTime() - date.getTime() <= NEW_BADGE_WINDOW_MS;
}

// Times in UTC, named as such, so that every admin reads the same moment. Built on first use,
// so that a page which only imports this module does not load Intl's data.
let dateTime: Intl.DateTimeFormat | undefined;

/** 'January 5, 2025 at 3:04 PM UTC'. */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  return dateTime.format(new Date(iso));
}
