import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { inList } from "./check-helpers";
import { organization } from "./schema";
import { versioned } from "./versioned";

// News sources (lib/feeds): the feeds curators follow, polled by the periodic sweep like the
// repositories (claimed_until: a lease), and the items curators rejected, which never come back.

export const NEWS_SOURCE_KINDS = ["company", "outlet"] as const;
export type NewsSourceKind = (typeof NEWS_SOURCE_KINDS)[number];

const moment = () => timestamp({ withTimezone: true });

/** A feed: a company's own blog (linked to it) or an outlet's (with the outlet's name). */
export const newsSource = pgTable(
  "news_source",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    url: text().notNull().unique(),
    name: text().notNull(),
    kind: text().notNull(),
    organization_id: integer().references(() => organization.id, { onDelete: "set null" }),
    outlet: text(),
    active: boolean().notNull().default(true),
    interval_minutes: integer().notNull().default(60),
    /** What the feed's server gave, sent back to ask whether anything changed. */
    etag: text(),
    last_modified: text(),
    checked_at: moment(),
    next_due_at: moment(),
    claimed_until: moment(),
    claimed_by: text(),
    /** Failures in a row: the wait doubles with each (up to a day); five flag the source. */
    failures: integer().notNull().default(0),
    last_error: text(),
    /** What the last fetch noticed (items skipped, undated, over the limit). */
    notes: text().array(),
    items_found: integer().notNull().default(0),
    items_added: integer().notNull().default(0),
    // Bumped by a trigger when a curator's fields change, never by a poll's state.
    ...versioned(),
    created_at: moment().notNull().defaultNow(),
  },
  (t) => [
    check("news_source_kind_check", inList("kind", NEWS_SOURCE_KINDS)),
    check("news_source_interval_check", sql`${t.interval_minutes} between 5 and 10080`),
    index("news_source_due_idx").on(t.checked_at.asc().nullsFirst(), t.id),
  ],
);

/** A feed item a curator rejected, by its canonical link (lib/db canonical_link()). */
export const rejectedNewsItem = pgTable("rejected_news_item", {
  canonical_url: text().primaryKey(),
  source_id: integer().references(() => newsSource.id, { onDelete: "set null" }),
  title: text().notNull(),
  rejected_by: text().notNull(),
  rejected_at: moment().notNull().defaultNow(),
});
