import { integer, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What an editor checks before it saves: a row's version, and who changed it last and when.
 * Triggers of the migration "row_versions" bump them on every update of the row and of its
 * lists (links, websites, socials...), with the admin that adminWrite names for its
 * transaction, so that no write can forget to.
 */
export const versioned = () => ({
  version: integer().notNull().default(1),
  changed_by: text(),
  changed_at: timestamp({ withTimezone: true }),
});
