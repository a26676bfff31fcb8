import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * lib/domain/linkedin-url.ts's linkedInKey in SQL, to compare stored URLs with pasted ones. The
 * index keyperson_linkedin_key_idx is built on this very expression, so lookups by key use it.
 */
export const linkedInKeySql = (column: AnyPgColumn): SQL<string> =>
  sql<string>`regexp_replace(regexp_replace(regexp_replace(lower(btrim(${column})), '^https?://(www\\.)?', ''), '[?#].*$', ''), '/+$', '')`;
