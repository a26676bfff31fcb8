import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { headline, keyperson, organization } from "./schema";

// The search index (lib/search): one weighted text-search document per company, person and
// headline, and the vocabulary that typos are corrected against. Triggers of the migration
// keep them, in the transaction of every write that changes what they hold (see
// supabase/migrations/*_search_documents.sql and *_search_keys.sql). Each table holds what its
// searches filter and order by (visibility, date), so that its own indexes answer them.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A company's document: A name and former shortnames, B tagline, tags and projects, C the rest. */
export const companySearch = pgTable(
  "company_search",
  {
    organization_id: integer()
      .primaryKey()
      .references(() => organization.id, { onDelete: "cascade" }),
    document: tsvector().notNull(),
    /** The name folded to letters and digits ("Post Hog", "post-hog" → "posthog"). */
    name_key: text().notNull(),
    /** The keys of the name, the shortname and the former shortnames: what an exact query is. */
    keys: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The names alone (weight A), whose words a query's words may start. */
    names: tsvector()
      .notNull()
      .default(sql`''`),
    /** Published and not a dummy: visitors may find it. */
    public: boolean().notNull().default(false),
    /** The company's date_updated: ties go to the most recently updated. */
    updated: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("company_search_document_idx").using("gin", t.document),
    index("company_search_keys_idx").using("gin", t.keys),
    index("company_search_names_idx").using("gin", t.names),
    index("company_search_name_key_idx").using("btree", sql`${t.name_key} text_pattern_ops`),
    index("company_search_name_key_trgm_idx").using("gin", sql`${t.name_key} gin_trgm_ops`),
    // What a typo may mean is looked for among keys of its first letter and about its length
    // (the key in the index too, so that it answers alone), or else the same but for the first
    // letter (lib/search/corrections.ts).
    index("company_search_name_key_length_idx").on(
      sql`left(${t.name_key}, 1)`,
      sql`length(${t.name_key})`,
      t.name_key,
    ),
    index("company_search_name_key_rest_idx").on(sql`substr(${t.name_key}, 2)`),
  ],
);

/** A person's document: A name, B their companies and roles. */
export const personSearch = pgTable(
  "person_search",
  {
    person_id: integer()
      .primaryKey()
      .references(() => keyperson.id, { onDelete: "cascade" }),
    document: tsvector().notNull(),
    name_key: text().notNull(),
    /** The name alone (weight A). */
    names: tsvector()
      .notNull()
      .default(sql`''`),
    /** The name as shown, to order ties by. */
    name: text().notNull().default(""),
    /** Linked to a public company: visitors may find them. */
    public: boolean().notNull().default(false),
  },
  (t) => [
    index("person_search_document_idx").using("gin", t.document),
    index("person_search_names_idx").using("gin", t.names),
    index("person_search_name_key_idx").using("btree", sql`${t.name_key} text_pattern_ops`),
    index("person_search_name_key_length_idx").on(
      sql`left(${t.name_key}, 1)`,
      sql`length(${t.name_key})`,
      t.name_key,
    ),
    index("person_search_name_key_rest_idx").on(sql`substr(${t.name_key}, 2)`),
  ],
);

/**
 * A headline's document: A its title, B its companies' names and its outlet; with what the
 * headline list filters on, so that its searches read this table alone.
 */
export const headlineSearch = pgTable(
  "headline_search",
  {
    headline_id: integer()
      .primaryKey()
      .references(() => headline.id, { onDelete: "cascade" }),
    document: tsvector().notNull(),
    published: boolean().notNull().default(false),
    headline_type: text(),
    headline_date: date(),
    /** The companies it is linked to, public or not, which the list counts by. */
    organization_ids: integer()
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index("headline_search_document_idx").using("gin", t.document),
    // The newest first, which a search ranks before the rest (lib/search/headlines.ts).
    index("headline_search_recent_idx")
      .on(t.headline_date.desc().nullsLast(), t.headline_id.desc().nullsFirst())
      .where(sql`${t.published}`),
  ],
);

/** The words of names, tags and projects, folded: what a typo is corrected to. */
export const searchWord = pgTable("search_word", { word: text().notNull() }, (t) => [
  primaryKey({ name: "search_word_pkey", columns: [t.word] }),
  index("search_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
  index("search_word_length_idx").on(sql`left(${t.word}, 1)`, sql`length(${t.word})`, t.word),
  index("search_word_rest_idx").on(sql`substr(${t.word}, 2)`),
]);
