import { and, asc, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectValues } from "@/lib/db/rows";
import { organization } from "@/lib/db/schema";
import {
  DEFAULT_HEADLINES_STATE,
  HEADLINES_PAGE_SIZE,
  headlinesHref,
} from "@/lib/domain/headlines-state";
import { DEFAULT_LIST_STATE, listHref } from "@/lib/domain/list-state";
import { DEFAULT_PEOPLE_STATE, PEOPLE_PAGE_SIZE, peopleHref } from "@/lib/domain/people-state";

/** 100 distinct URLs of one kind, plus a few others of the same kind to warm the server up. */
export type ColdUrls = { paths: string[]; warmup: string[] };
export type ColdGroup = ColdUrls & { label: string; search: boolean };

export const COLD_REQUESTS = 100;
/**
 * The first requests of a route on a newly started server run unoptimized code (the first
 * company details took 40-85 ms, the ones after 20-35): each group is measured after this
 * many other first requests of its route, so that its figures are those of a page no cache
 * holds on a running server, not of the server's start.
 */
export const WARMUP_REQUESTS = 10;
const PICKED = COLD_REQUESTS + WARMUP_REQUESTS;

// Distinct words (3+ letters) and two-word phrases of the lowercased `text` column of
// `texts`, in a fixed pseudo-random order: real searches, each with results.
const termsOf = (db: Db, texts: SQL) => {
  const terms = db.$with("terms", { term: sql<string>`term`.as("term") }).as(sql`
    with texts as (${texts})
    select w[1] as term from texts, regexp_matches(text, '(?:^| )([a-z]{3,})(?= |$)', 'g') as w
    union
    select w[1] from texts, regexp_matches(text, '(?:^| )([a-z]{3,} [a-z]{3,})(?= |$)', 'g') as w`);
  return db
    .with(terms)
    .select({ term: terms.term })
    .from(terms)
    .orderBy(sql`md5(${terms.term})`)
    .limit(PICKED);
};

const COMPANY_NAMES = sql`select lower(name) as text from organization
  where published and not is_dummy`;
const HEADLINE_TEXTS = sql`select lower(description) as text from headline where published`;
const PEOPLE_NAMES = sql`select lower(p.name) as text from keyperson p
  where exists (select 1 from organizationkeyperson k join organization o on o.id = k.organization_id
                where k.key_person_id = p.id and o.published and not o.is_dummy)`;

const PUBLIC = sql`${organization.published} and not ${organization.is_dummy}`;

const companiesOf = (db: Db) =>
  db
    .select({ shortname: organization.shortname })
    .from(organization)
    .where(PUBLIC)
    .orderBy(sql`md5(${organization.shortname})`)
    .limit(PICKED);

const SIZES = {
  companies: sql<number>`(select count(*) from organization where published and not is_dummy)::int`,
  headlines: sql<number>`(select count(*) from headline where published)::int`,
  people: sql<number>`(select count(distinct k.key_person_id) from organizationkeyperson k
     join organization o on o.id = k.organization_id where o.published and not o.is_dummy)::int`,
};

async function terms(db: Db, texts: SQL): Promise<string[]> {
  const rows = await termsOf(db, texts);
  if (rows.length < PICKED) throw new Error(`Only ${rows.length} search terms in the data.`);
  return rows.map((row) => row.term);
}

// Two tags of the first published company whose name holds the term, so that the
// filtered list is not empty.
async function tagsFor(db: Db, term: string): Promise<number[]> {
  const [row] = await db
    .select({
      tags: sql<number[]>`array(select tag_id from organization_tag
        where organization_id = ${organization.id} order by tag_id limit 2)`,
    })
    .from(organization)
    .where(
      and(
        PUBLIC,
        sql`lower(${organization.name}) like ${`%${term}%`}`,
        sql`(select count(*) from organization_tag where organization_id = ${organization.id}) >= 2`,
      ),
    )
    .orderBy(asc(organization.id))
    .limit(1);
  if (!row) throw new Error(`No published company with two tags matches "${term}".`);
  return row.tags;
}

// `count` page numbers spread from the last page (deepest, slowest with OFFSET) to page 2.
function deepPages(total: number, pageSize: number, count: number): number[] {
  const last = Math.ceil(total / pageSize);
  return Array.from({ length: count }, (_, i) => last - Math.floor((i * (last - 2)) / count));
}

/** The first COLD_REQUESTS of `paths` to measure, the rest to warm up on. */
export const splitWarmup = (paths: string[]): ColdUrls => ({
  paths: paths.slice(0, COLD_REQUESTS),
  warmup: paths.slice(COLD_REQUESTS),
});

/** The cold section's URLs, read from the benchmark data (the same on every run). */
export async function pickColdGroups(db: Db): Promise<ColdGroup[]> {
  const companyTerms = await terms(db, COMPANY_NAMES);
  const withTags: string[] = [];
  for (const [i, search] of companyTerms.entries()) {
    const filterMode = i % 2 ? "all" : "any";
    const tags = await tagsFor(db, search);
    withTags.push(listHref({ ...DEFAULT_LIST_STATE, search, tags, filterMode }));
  }
  const headlineTerms = await terms(db, HEADLINE_TEXTS);
  const peopleTerms = await terms(db, PEOPLE_NAMES);
  const companies = await companiesOf(db);
  const size = await selectValues(db, SIZES);
  const deep = [
    ...deepPages(size.companies, Number(DEFAULT_LIST_STATE.itemsPerPage), 34).map(
      (page) => `/organizations?page=${page}`,
    ),
    ...deepPages(size.headlines, HEADLINES_PAGE_SIZE, 33).map((page) => `/headlines?page=${page}`),
    ...deepPages(size.people, PEOPLE_PAGE_SIZE, 33).map((page) => `/people?page=${page}`),
  ];
  return [
    {
      label: "company search",
      search: true,
      ...splitWarmup(companyTerms.map((search) => listHref({ ...DEFAULT_LIST_STATE, search }))),
    },
    { label: "company search + tags", search: true, ...splitWarmup(withTags) },
    {
      label: "headline search",
      search: true,
      ...splitWarmup(headlineTerms.map((q) => headlinesHref({ ...DEFAULT_HEADLINES_STATE, q }))),
    },
    {
      label: "people search",
      search: true,
      ...splitWarmup(peopleTerms.map((search) => peopleHref({ ...DEFAULT_PEOPLE_STATE, search }))),
    },
    {
      label: "company page",
      search: false,
      ...splitWarmup(
        companies.map(({ shortname }) => `/organizations/${encodeURIComponent(shortname)}`),
      ),
    },
    // Deep pages warm up on the first pages of the lists.
    {
      label: "deep list page",
      search: false,
      paths: deep,
      warmup: ["/organizations", "/headlines", "/people"],
    },
  ];
}
