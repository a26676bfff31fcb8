// The company list's "Year founded" filter: a range of years, either end open. A year is
// accepted from 1800 to the current year (UTC); a range whose start is after its end is no
// range at all, so that every range in a URL selects something a visitor could ask for.

export const MIN_FOUNDED_YEAR = 1800;

export type FoundedYears = { foundedFrom: number | null; foundedTo: number | null };

/** The current year, by UTC (the same on every server). */
export const thisYear = (now = new Date()) => now.getUTCFullYear();

/** A year of the filter from a URL: digits only, 1800 to `latest`; anything else is none. */
export function parseFoundedYear(value: string | undefined, latest: number): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const year = Number(value);
  return year >= MIN_FOUNDED_YEAR && year <= latest ? year : null;
}

/** The range a URL gives (`latest` is the current year); a reversed range is dropped whole. */
export function parseFoundedYears(
  from: string | undefined,
  to: string | undefined,
  latest: number,
): FoundedYears {
  const foundedFrom = parseFoundedYear(from, latest);
  const foundedTo = parseFoundedYear(to, latest);
  if (foundedFrom !== null && foundedTo !== null && foundedFrom > foundedTo) {
    return { foundedFrom: null, foundedTo: null };
  }
  return { foundedFrom, foundedTo };
}

/**
 * The range of a decade's quick link: its ten years, the current decade's up to this year
 * only (a later year is no valid end), so that the link's count is what the link shows.
 */
export const decadeYears = (decade: number, latest: number): FoundedYears => ({
  foundedFrom: decade,
  foundedTo: Math.min(decade + 9, latest),
});

/** How a chip names a range: "Founded 2010–2019", "Founded from 2010", "Founded until 1999". */
export function foundedLabel({ foundedFrom, foundedTo }: FoundedYears): string | null {
  if (foundedFrom !== null && foundedTo !== null) {
    return foundedFrom === foundedTo
      ? `Founded in ${foundedFrom}`
      : `Founded ${foundedFrom}–${foundedTo}`;
  }
  if (foundedFrom !== null) return `Founded from ${foundedFrom}`;
  if (foundedTo !== null) return `Founded until ${foundedTo}`;
  return null;
}
