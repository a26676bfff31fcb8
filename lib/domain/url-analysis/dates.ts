/** A date as YYYY-MM-DD from ISO text ('2025-03-14T09:00:00Z', '2025-03-14'), else null. */
export function toIsoDate(text: string): string | null {
  const match = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (match) return validDate(match[1], match[2], match[3]);
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) return null;
  return parsed.toISOString().slice(0, 10);
}

/** A date written in a URL's path: /2025/03/14/ or 2025-03-14; null when none. */
export function articleDateFromPath(url: string): string | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = /(?:^|\/)(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?=\/|-|$|\.)/.exec(path);
  return match ? validDate(match[1], match[2].padStart(2, "0"), match[3].padStart(2, "0")) : null;
}

function validDate(year: string, month: string, day: string): string | null {
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(iso)) return null;
  return Number(year) >= 1990 && Number(year) <= 2100 ? iso : null;
}
