const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const shortDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'January 5, 2025', or the fallback when the date is missing or invalid. */
export function formatLongDate(value: string | Date | null | undefined, fallback = "No date") {
  const date = toDate(value);
  return date ? longDate.format(date) : fallback;
}

/** 'Jan 5, 2025', or the fallback when the date is missing or invalid. */
export function formatShortDate(value: string | Date | null | undefined, fallback = "N/A") {
  const date = toDate(value);
  return date ? shortDate.format(date) : fallback;
}

const NEW_BADGE_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether a company was added recently enough for the NEW badge (2 days). */
export function isNew(dateAdded: string | Date | null | undefined, now = new Date()): boolean {
  const date = toDate(dateAdded);
  return date !== null && now.getTime() - date.getTime() <= NEW_BADGE_WINDOW_MS;
}

// Times in UTC, named as such, so that every admin reads the same moment.
const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** 'January 5, 2025 at 3:04 PM UTC'. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
