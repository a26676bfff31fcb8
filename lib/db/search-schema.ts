import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { headline, keyperson, organization } from "./schema";

// The search index (lib/search): one weighted text-search document per company, person and
// headline, and the vocabulary that typos are corrected against. Triggers of the migration
// keep them, in the transaction of every write that changes what they hold (see
// supabase/migrations/*_search_documents.sql).

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
  },
  (t) => [
    index("company_search_document_idx").using("gin", t.document),
    index("company_search_name_key_idx").using("btree", sql`${t.name_key} text_pattern_ops`),
    index("company_search_name_key_trgm_idx").using("gin", sql`${t.name_key} gin_trgm_ops`),
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
  },
  (t) => [
    index("person_search_document_idx").using("gin", t.document),
    index("person_search_name_key_idx").using("btree", sql`${t.name_key} text_pattern_ops`),
  ],
);

/** A headline's document: A its title, B its companies' names and its outlet. */
export const headlineSearch = pgTable(
  "headline_search",
  {
    headline_id: integer()
      .primaryKey()
      .references(() => headline.id, { onDelete: "cascade" }),
    document: tsvector().notNull(),
  },
  (t) => [index("headline_search_document_idx").using("gin", t.document)],
);

/** The words of names, tags and projects, folded: what a typo is corrected to. */
export const searchWord = pgTable("search_word", { word: text().notNull() }, (t) => [
  primaryKey({ name: "search_word_pkey", columns: [t.word] }),
  index("search_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);
