import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  HEADLINE_TYPES,
  HISTORY_ACTIONS,
  HISTORY_ENTITY_TYPES,
  ORGANIZATION_TYPES,
  ROUND_TYPES,
  SITE_ENVIRONMENTS,
  SOCIAL_ACCOUNT_TYPES,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
} from "../domain/constants";
import { inList } from "./check-helpers";
import { linkedInKeySql } from "./linkedin-key";
import { newsSource } from "./news-schema";
import { versioned } from "./versioned";

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

// A trigram index serves case-insensitive substring searches (ILIKE '%...%'). New rows wait
// in a pending list that is merged into the index once it reaches 64 kB: merging rows in
// groups makes bulk inserts about 4x faster than adding each row's trigrams one by one, and
// a search scans at most those 64 kB of pending rows (PGlite never vacuums by itself, so the
// limit is what bounds the list).
const trigramIndex = (name: string, column: AnyPgColumn) =>
  index(name)
    .using("gin", sql`${column} gin_trgm_ops`)
    .with({ fastupdate: true, gin_pending_list_limit: 64 });

// A descending index key keeps PostgreSQL's default null order (nulls first), the one that
// `order by x desc` asks for: an index in the other null order cannot give that order, and the
// planner would sort the whole table instead. Only nullable dates sorted 'nulls last' (a
// headline's date) and the history (read in its index's order) differ.

// The public spec also names organization.website_url and organization.valuation_*:
// they are derived (first organizationwebsite, latest organizationvaluation), not stored twice.
export const organization = pgTable(
  "organization",
  {
    id: id(),
    name: text().notNull(),
    shortname: text().notNull().unique(),
    organization_type: text().notNull().default("company"),
    description: text(),
    short_description: text(),
    city: text(),
    year_founded: integer(),
    total_funding: text(),
    // total_funding parsed to millions of USD ("396M" -> 396, "1.5B" -> 1500), for sorting and sums.
    funding_millions: numeric({ mode: "number" }).generatedAlwaysAs(
      sql`(substring(replace(total_funding, ',', '') from '([0-9]+(?:\\.[0-9]+)?)'))::numeric
        * case when total_funding ~* 'b' then 1000 when total_funding ~* 'k' then 0.001 else 1 end`,
    ),
    published: boolean().notNull().default(false),
    is_dummy: boolean().notNull().default(false),
    logo_url: text(),
    fallback_avatar: boolean().notNull().default(false),
    date_added: createdAt(),
    date_updated: createdAt(),
    ...versioned(),
  },
  (t) => [
    check("organization_type_check", inList("organization_type", ORGANIZATION_TYPES)),
    check("organization_year_founded_check", sql`${t.year_founded} between 1000 and 9999`),
    trigramIndex("organization_name_trgm_idx", t.name),
    index("organization_name_idx").on(sql`lower(${t.name})`, t.id),
    index("organization_city_idx").on(t.city),
    index("organization_year_founded_idx").on(t.year_founded),
    index("organization_funding_idx").on(t.funding_millions),
    index("organization_date_updated_idx").on(
      t.date_updated.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("organization_published_date_updated_idx").on(
      t.published,
      t.date_updated.desc().nullsFirst(),
    ),
    // The companies visitors may see, answered from the index alone: counting a tag's
    // companies reads thousands of them (a third of the time it took through the rows).
    index("organization_public_idx")
      .on(t.id)
      .where(sql`${t.published} and not ${t.is_dummy}`),
  ],
);

export const organizationwebsite = pgTable(
  "organizationwebsite",
  {
    id: id(),
    organization_id: integer()
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    url: text().notNull(),
  },
  (t) => [index("organizationwebsite_organization_idx").on(t.organization_id, t.id)],
);

export const keyperson = pgTable(
  "keyperson",
  {
    id: id(),
    name: text().notNull(),
    linkedin_url: text(),
    ...versioned(),
  },
  (t) => [
    trigramIndex("keyperson_name_trgm_idx", t.name),
    // The people list's order.
    index("keyperson_name_idx").on(sql`lower(${t.name})`, t.id),
    // A saved company finds its people by LinkedIn URL, however it was written.
    index("keyperson_linkedin_key_idx").on(linkedInKeySql(t.linkedin_url)),
  ],
);

// A company's former shortname: its old URLs redirect to the company, and no other company
// may take it.
export const shortnameRedirect = pgTable(
  "shortname_redirect",
  {
    old_shortname: text().primaryKey(),
    organization_id: integer()
      .notNull()
      .references((): AnyPgColumn => organization.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [index("shortname_redirect_organization_idx").on(t.organization_id)],
);

// A person merged into another: the old id's page redirects to the kept person.
export const personRedirect = pgTable("person_redirect", {
  old_id: integer().primaryKey(),
  person_id: integer()
    .notNull()
    .references(() => keyperson.id, { onDelete: "cascade" }),
});

export const organizationkeyperson = pgTable(
  "organizationkeyperson",
  {
    organization_id: integer()
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    key_person_id: integer()
      .notNull()
      .references(() => keyperson.id, { onDelete: "cascade" }),
    role: text(),
    is_founder: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.organization_id, t.key_person_id] }),
    index("organizationkeyperson_person_idx").on(t.key_person_id),
  ],
);

export const keypersonsocialaccount = pgTable(
  "keypersonsocialaccount",
  {
    id: id(),
    key_person_id: integer()
      .notNull()
      .references(() => keyperson.id, { onDelete: "cascade" }),
    account_type: text().notNull(),
    url: text().notNull(),
  },
  (t) => [
    check("keypersonsocialaccount_type_check", inList("account_type", SOCIAL_ACCOUNT_TYPES)),
    unique("keypersonsocialaccount_person_url_key").on(t.key_person_id, t.url),
  ],
);

export const project = pgTable(
  "project",
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    license: text(),
    resources_url: text(),
    info_url: text(),
  },
  // A saved company finds its projects by repository URL.
  (t) => [index("project_resources_url_idx").on(t.resources_url)],
);

export const organizationproject = pgTable(
  "organizationproject",
  {
    organization_id: integer()
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    project_id: integer()
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.organization_id, t.project_id] }),
    index("organizationproject_project_idx").on(t.project_id),
  ],
);

export const orgSocialsAndComms = pgTable(
  "org_socials_and_comms",
  {
    id: id(),
    org_id: integer()
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    social_or_comm: text().notNull(),
    url: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [index("org_socials_and_comms_org_idx").on(t.org_id)],
);

export const tagCategory = pgTable("tag_category", {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  ...versioned(),
});

// A tag without a category is shown as "Other"; deleting a category keeps its tags.
export const tag = pgTable(
  "tag",
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    category_id: integer().references(() => tagCategory.id, { onDelete: "set null" }),
    ...versioned(),
  },
  (t) => [unique("tag_category_name_key").on(t.category_id, t.name).nullsNotDistinct()],
);

export const organizationTag = pgTable(
  "organization_tag",
  {
    organization_id: integer()
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    tag_id: integer()
      .notNull()
      .references(() => tag.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "organization_tag_pkey", columns: [t.organization_id, t.tag_id] }),
    index("organization_tag_tag_idx").on(t.tag_id, t.organization_id),
  ],
);

// valuation_amount is in millions of USD.
export const organizationvaluation = pgTable(
  "organizationvaluation",
  {
    id: id(),
    organization_id: integer()
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    valuation_amount: numeric({ mode: "number" }).notNull(),
    valuation_date: date({ mode: "string" }).notNull(),
    valuation_source_url: text(),
  },
  (t) => [
    index("organizationvaluation_latest_idx").on(
      t.organization_id,
      t.valuation_date.desc().nullsFirst(),
    ),
  ],
);

export const event = pgTable(
  "event",
  {
    id: id(),
    organization_id: integer()
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    event_type: text().notNull(),
    description: text(),
    total_amount: numeric({ mode: "number" }),
    url: text(),
    created_at: createdAt(),
  },
  (t) => [index("event_organization_idx").on(t.organization_id)],
);

// total_amount is in USD.
export const headline = pgTable(
  "headline",
  {
    id: id(),
    headline_type: text().notNull(),
    headline_date: date({ mode: "string" }),
    url: text().notNull(),
    description: text().notNull(),
    media_outlet: text(),
    total_amount: numeric({ mode: "number" }),
    // A funding round's type as a curator set it; null means read from the description.
    round_type: text(),
    published: boolean().notNull().default(true),
    created_at: createdAt(),
    ...versioned(),
    // Lowercased copies for the search: x ILIKE p is lower(x) LIKE lower(p), and lowering
    // each candidate row at query time costs more than the rest of a search.
    description_lower: text().generatedAlwaysAs(sql`lower(description)`),
    media_outlet_lower: text().generatedAlwaysAs(sql`lower(media_outlet)`),
    // The link as news is compared (canonical_link() in the migrations): one article reached
    // through tracking parameters, a fragment or a trailing slash is one headline.
    canonical_url: text().generatedAlwaysAs(sql`canonical_link(url)`),
    // The feed a candidate came from (lib/feeds), and why it names each company.
    source_id: integer().references(() => newsSource.id, { onDelete: "set null" }),
    match_reasons: jsonb().$type<{ organization_id: number; reason: string }[]>(),
  },
  (t) => [
    check("headline_type_check", inList("headline_type", HEADLINE_TYPES)),
    check("headline_round_type_check", inList("round_type", ROUND_TYPES)),
    index("headline_date_idx").on(t.headline_date.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The public list in its order: its pages and count read from the index alone.
    index("headline_published_date_idx")
      .on(t.headline_date.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.published}`),
    // The stats count headlines per month and type, and sum funding rounds per year and round
    // type, from these indexes alone.
    index("headline_published_month_idx")
      .on(t.headline_date, t.headline_type)
      .where(sql`${t.published}`),
    index("headline_funding_round_idx")
      .on(t.headline_date, t.round_type, t.total_amount)
      .where(sql`${t.published} and ${t.headline_type} = 'funding' and ${t.total_amount} > 0`),
    // The headline editor flags a URL already stored on another headline.
    index("headline_url_idx").on(t.url),
    index("headline_canonical_url_idx").on(t.canonical_url),
    trigramIndex("headline_description_lower_trgm_idx", t.description_lower),
    // A feed item's syndicated copies: the same title, compared whole (any length).
    index("headline_description_lower_hash_idx").using("hash", t.description_lower),
    trigramIndex("headline_media_outlet_lower_trgm_idx", t.media_outlet_lower),
    // The few unpublished headlines, which a visitor's search takes out of its matches.
    index("headline_unpublished_idx")
      .on(t.id)
      .where(sql`not ${t.published}`),
  ],
);

export const headlineorganization = pgTable(
  "headlineorganization",
  {
    headline_id: integer()
      .notNull()
      .references(() => headline.id, { onDelete: "cascade" }),
    organization_id: integer()
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.headline_id, t.organization_id] }),
    index("headlineorganization_organization_idx").on(t.organization_id, t.headline_id),
  ],
);

export const socialMediaPosts = pgTable(
  "social_media_posts",
  {
    id: id(),
    url: text().notNull(),
    org_shortname: text()
      .notNull()
      .references(() => organization.shortname, { onDelete: "cascade", onUpdate: "cascade" }),
    og_image_id: text().references(() => ogImage.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    index("social_media_posts_org_idx").on(t.org_shortname, t.created_at.desc().nullsFirst()),
  ],
);

// A social card designed on the post page, rendered to PNG and served at /og/{id}.png; the id
// is the bytes' hash, so a URL always names the same image.
export const ogImage = pgTable(
  "og_image",
  {
    id: text().primaryKey(),
    png: bytea().notNull(),
    byte_size: integer().notNull(),
    organization_id: integer().references(() => organization.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    check("og_image_byte_size_check", sql`${t.byte_size} between 1 and 2000000`),
    index("og_image_created_idx").on(t.created_at),
  ],
);

export const siteInfo = pgTable(
  "site_info",
  {
    id: id(),
    attribute: text().notNull(),
    value: text().notNull(),
    environment: text().notNull().default("prod"),
  },
  (t) => [
    check("site_info_environment_check", inList("environment", SITE_ENVIRONMENTS)),
    uniqueIndex("site_info_attribute_environment_idx").on(t.attribute, t.environment),
  ],
);

// When an admin last signed out: session tokens issued before it are refused.
export const adminSignOut = pgTable("admin_sign_out", {
  email: text().primaryKey(),
  signed_out_at: timestamp({ withTimezone: true }).notNull(),
});

// Emails are stored lowercase so that the allowlist lookup is exact.
export const adminUsers = pgTable(
  "admin_users",
  {
    email: text().primaryKey(),
    created_at: createdAt(),
  },
  (t) => [check("admin_users_email_lowercase_check", sql`${t.email} = lower(${t.email})`)],
);

export const submission = pgTable(
  "submission",
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    status: text().notNull().default("new"),
    submitter_ip: text(),
    created_at: createdAt(),
    reviewed_at: timestamp({ withTimezone: true }),
    organization_id: integer().references(() => organization.id, { onDelete: "set null" }),
    headline_id: integer().references(() => headline.id, { onDelete: "set null" }),
  },
  (t) => [
    check("submission_kind_check", inList("kind", SUBMISSION_KINDS)),
    check("submission_status_check", inList("status", SUBMISSION_STATUSES)),
    index("submission_status_created_idx").on(t.status, t.created_at.desc().nullsFirst()),
    // The forms' rate limit counts an address's recent submissions.
    index("submission_ip_created_idx").on(t.submitter_ip, t.created_at),
  ],
);

// One batch file imported by an admin (JSON upload or update, company or headline CSV), with
// its counts; the history entries of the items it created or updated refer to it.
export const batchImport = pgTable("batch_import", {
  id: id(),
  kind: text().notNull(),
  file_name: text().notNull(),
  admin_email: text().notNull(),
  total: integer().notNull().default(0),
  created: integer().notNull().default(0),
  updated: integer().notNull().default(0),
  failed: integer().notNull().default(0),
  skipped: integer().notNull().default(0),
  created_at: createdAt(),
});

// One row per admin write: who, when, what, and the thing's state before and after (null
// before a create and after a delete), so that a change can be shown and undone.
export const changeHistory = pgTable(
  "change_history",
  {
    id: id(),
    admin_email: text().notNull(),
    created_at: createdAt(),
    entity_type: text().notNull(),
    entity_id: integer().notNull(),
    entity_label: text().notNull(),
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    batch_id: integer().references(() => batchImport.id, { onDelete: "set null" }),
  },
  (t) => [
    check("change_history_entity_type_check", inList("entity_type", HISTORY_ENTITY_TYPES)),
    check("change_history_action_check", inList("action", HISTORY_ACTIONS)),
    index("change_history_created_idx").on(t.created_at.desc(), t.id.desc()),
    index("change_history_entity_idx").on(t.entity_type, t.entity_id, t.id.desc()),
    index("change_history_admin_idx").on(t.admin_email, t.id.desc()),
    index("change_history_batch_idx").on(t.batch_id, t.id.desc()),
  ],
);

export { ogTemplates } from "./og-templates-schema";
export * from "./search-schema";
export * from "./repository-schema";
export * from "./news-schema";
export * from "./funding-schema";
