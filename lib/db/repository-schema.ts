import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { inList } from "./check-helpers";
import { organization, organizationwebsite, project } from "./schema";

// Open-source signals (lib/github): what GitHub says about each project whose resources_url is
// a GitHub repository, a daily snapshot of its counts, and the sweep's shared state. The sweep
// claims due rows with a lease (claimed_until), so that many servers fetch each row once.

export const REPOSITORY_STATUSES = [
  "pending",
  "ok",
  "not_found",
  "moved",
  "rate_limited",
  "error",
] as const;
export type RepositoryStatus = (typeof REPOSITORY_STATUSES)[number];

const moment = () => timestamp({ withTimezone: true });

/** One project's repository: figures as GitHub last gave them (kept when a sync fails). */
export const repository = pgTable(
  "repository",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    project_id: integer()
      .notNull()
      .unique()
      .references(() => project.id, { onDelete: "cascade" }),
    owner: text().notNull(),
    name: text().notNull(),
    /** Canonical: https://github.com/{owner}/{name}, lower case. */
    url: text().notNull(),
    stars: integer(),
    forks: integer(),
    open_issues: integer(),
    contributors: integer(),
    language: text(),
    license_spdx: text(),
    topics: text().array(),
    created_at_github: moment(),
    pushed_at: moment(),
    latest_release_tag: text(),
    latest_release_at: moment(),
    archived: boolean(),
    checked_at: moment(),
    status: text().notNull().default("pending"),
    last_error: text(),
    etag_repo: text(),
    etag_release: text(),
    etag_contributors: text(),
    /** The lease: a claim older than this is another sweep's to take. */
    claimed_until: moment(),
    claimed_by: text(),
    /** Null: due now. */
    next_due_at: moment(),
    /** When the stars before the first sync were read from GitHub; null: still to do. */
    history_backfilled_at: moment(),
  },
  (t) => [
    check("repository_status_check", inList("status", REPOSITORY_STATUSES)),
    // The sweep's order: never checked first, then the oldest check.
    index("repository_due_idx").on(t.checked_at.asc().nullsFirst(), t.id),
  ],
);

/** A repository's counts on one day (UTC), the last sync of the day winning. */
export const repositorySnapshot = pgTable(
  "repository_snapshot",
  {
    repository_id: integer()
      .notNull()
      .references(() => repository.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    stars: integer().notNull(),
    forks: integer().notNull(),
    contributors: integer().notNull(),
    open_issues: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.repository_id, t.day] })],
);

/**
 * A repository's stars on days before its first sync, read from the stargazers list
 * (lib/github/star-history.ts). Kept apart from the snapshots, which are what a sync saw:
 * a day here never has a snapshot. `estimated`: interpolated above the 40,000 stargazers
 * GitHub lists, towards the count of the first sync, rather than read from the list.
 */
export const repositoryStarHistory = pgTable(
  "repository_star_history",
  {
    repository_id: integer()
      .notNull()
      .references(() => repository.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    stars: integer().notNull(),
    estimated: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.repository_id, t.day] })],
);

/** The one row of the GitHub sweep's state: the last rate budget seen, and any pause. */
export const githubSyncState = pgTable(
  "github_sync_state",
  {
    id: integer().primaryKey().default(1),
    rate_limit: integer(),
    rate_remaining: integer(),
    rate_reset_at: moment(),
    /** No request is sent before this (a rate limit, a refused token). */
    paused_until: moment(),
    /** Why the sweep stopped (a refused token), for the admin dashboard; null when it runs. */
    stop_reason: text(),
    updated_at: moment().notNull().defaultNow(),
  },
  (t) => [check("github_sync_state_one_row_check", sql`${t.id} = 1`)],
);

/**
 * Each company's open-source figures, from its repositories (lib/github/company-figures.ts),
 * kept by the sweep so that lists sort by them: total stars, stars gained in 90 days, and the
 * growth index's ratio (best repository with at least 1,000 stars 90 days before).
 */
export const companyOpenSource = pgTable(
  "company_open_source",
  {
    organization_id: integer()
      .primaryKey()
      .references(() => organization.id, { onDelete: "cascade" }),
    stars: integer().notNull(),
    /** Summed over the repositories whose stars 90 days before are known; null: none is. */
    star_gain_90d: integer(),
    growth_ratio: doublePrecision(),
    growth_repository_id: integer().references(() => repository.id, { onDelete: "set null" }),
    growth_start_stars: integer(),
    /** The growth repository's stars gained: the index's tie-break, kept for its order. */
    growth_gain: integer(),
    /** The day of the latest check the figures come from. */
    as_of: date({ mode: "string" }),
  },
  (t) => [
    index("company_open_source_stars_idx").on(t.stars.desc(), t.organization_id),
    index("company_open_source_gain_idx").on(t.star_gain_90d.desc().nullsLast(), t.organization_id),
    // The growth index reads its first rows in this order instead of sorting every company.
    index("company_open_source_growth_idx")
      .on(t.growth_ratio.desc(), t.growth_gain.desc())
      .where(sql`${t.growth_ratio} is not null`),
  ],
);

export const WEBSITE_CHECK_STATUSES = ["pending", "ok", "unreachable", "redirected"] as const;
export type WebsiteCheckStatus = (typeof WEBSITE_CHECK_STATUSES)[number];

/**
 * The weekly check of a company website (lib/websites): whether it answers, and whether it
 * sends visitors to another site. One row per organizationwebsite row, sharing its id; a
 * website whose url changed is checked afresh. Claimed like the repositories (claimed_until).
 */
export const websiteCheck = pgTable(
  "website_check",
  {
    id: integer()
      .primaryKey()
      .references(() => organizationwebsite.id, { onDelete: "cascade" }),
    /** The url checked: a website saved with another url starts afresh. */
    url: text().notNull(),
    status: text().notNull().default("pending"),
    http_status: integer(),
    /** Where a redirect to another site led. */
    final_url: text(),
    last_error: text(),
    checked_at: moment(),
    next_due_at: moment(),
    claimed_until: moment(),
    claimed_by: text(),
    /** The feed the page links to (a suggested news source), read once per url. */
    feed_url: text(),
    feed_looked_at: moment(),
  },
  (t) => [
    check("website_check_status_check", inList("status", WEBSITE_CHECK_STATUSES)),
    index("website_check_due_idx").on(t.checked_at.asc().nullsFirst(), t.id),
  ],
);
