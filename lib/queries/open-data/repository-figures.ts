import type { OpenSourceTotals, RepositoryFigures } from "../company-detail";

// The GitHub figures as the open data gives them (the API's company and the /data files), in
// the field names of the API: what GitHub said of each project's repository, and the company's
// totals, each with the day it is as of. Moments are ISO 8601 in UTC, whatever the database's
// time zone wrote.

const isoMoment = (moment: string | null) => (moment ? new Date(moment).toISOString() : null);

/** A project's repository figures, or null (another host, or not synced yet). */
export function openRepository(figures: RepositoryFigures | null) {
  if (!figures) return null;
  return {
    stars: figures.stars,
    forks: figures.forks,
    contributors: figures.contributors,
    open_issues: figures.open_issues,
    language: figures.language,
    license: figures.license_spdx,
    last_commit_at: isoMoment(figures.pushed_at),
    latest_release: figures.latest_release_tag
      ? { tag: figures.latest_release_tag, published_at: isoMoment(figures.latest_release_at) }
      : null,
    archived: figures.archived,
    as_of: figures.as_of,
  };
}

/** A company's total stars and 90-day gain, or null when none of its repositories has figures. */
export function openSourceFigures(totals: OpenSourceTotals | null) {
  if (!totals) return null;
  return { stars: totals.stars, star_gain_90d: totals.star_gain_90d, as_of: totals.as_of };
}
