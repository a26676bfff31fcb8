import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { HEADLINES_PAGE_SIZE, headlinesHref } from "@/lib/domain/headlines-state";
import { DEFAULT_LIST_STATE, listHref } from "@/lib/domain/list-state";
import { PEOPLE_PAGE_SIZE, peopleHref } from "@/lib/domain/people-state";

/** 100 distinct URLs of one kind, plus a few others of the same kind to warm the server up. */
export type ColdGroup = { label: string; search: boolean; paths: string[]; warmup: string[] };

export const COLD_REQUESTS = 100;
const WARMUP_REQUESTS = 2;
const PICKED = COLD_REQUESTS + WARMUP_REQUESTS;

// Distinct words (3+ letters) and two-word phrases of the lowercased `text` column of
// `texts`, in a fixed pseudo-random order: real searches, each with results.
const termsOf = (texts: SQL) => sql`
  with texts as (${texts}),
  terms as (
    select w[1] as term from texts, regexp_matches(text, '(?:^| )([a-z]{3,})(?= |$)', 'g') as w
    union
    select w[1] from texts, regexp_matches(text, '(?:^| )([a-z]{3,} [a-z]{3,})(?= |$)', 'g') as w
  )
  select term from terms order by md5(term) limit ${PICKED}`;

const COMPANY_NAMES = sql`select lower(name) as text from organization
  where published and not is_dummy`;
const HEADLINE_TEXTS = sql`select lower(description) as text from headline where published`;
const PEOPLE_NAMES = sql`select lower(p.name) as text from keyperson p
  where exists (select 1 from organizationkeyperson k join organization o on o.id = k.organization_id
                where k.key_person_id = p.id and o.published and not o.is_dummy)`;

const COMPANIES = sql`select shortname from organization where published and not is_dummy
  order by md5(shortname) limit ${PICKED}`;

const SIZES = sql`select
  (select count(*) from organization where published and not is_dummy)::int as companies,
  (select count(*) from headline where published)::int as headlines,
  (select count(distinct k.key_person_id) from organizationkeyperson k
     join organization o on o.id = k.organization_id where o.published and not o.is_dummy)::int as people`;

async function terms(db: Db, texts: SQL): Promise<string[]> {
  const rows = await selectRows<{ term: string }>(db, termsOf(texts));
  if (rows.length < PICKED) throw new Error(`Only ${rows.length} search terms in the data.`);
  return rows.map((row) => row.term);
}

// Two tags of the first published company whose name holds the term, so that the
// filtered list is not empty.
async function tagsFor(db: Db, term: string): Promise<number[]> {
  const [row] = await selectRows<{ tags: number[] }>(
    db,
    sql`select array(select tag_id from organization_tag where organization_id = o.id
                     order by tag_id limit 2) as tags
        from organization o
        where o.published and not o.is_dummy and lower(o.name) like ${`%${term}%`}
          and (select count(*) from organization_tag where organization_id = o.id) >= 2
        order by o.id limit 1`,
  );
  if (!row) throw new Error(`No published company with two tags matches "${term}".`);
  return row.tags;
}

// `count` page numbers spread from the last page (deepest, slowest with OFFSET) to page 2.
function deepPages(total: number, pageSize: number, count: number): number[] {
  const last = Math.ceil(total / pageSize);
  return Array.from({ length: count }, (_, i) => last - Math.floor((i * (last - 2)) / count));
}

const split = (paths: string[]) => ({
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
  const companies = await selectRows<{ shortname: string }>(db, COMPANIES);
  const [size] = await selectRows<{ companies: number; headlines: number; people: number }>(
    db,
    SIZES,
  );
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
      ...split(companyTerms.map((search) => listHref({ ...DEFAULT_LIST_STATE, search }))),
    },
    { label: "company search + tags", search: true, ...split(withTags) },
    {
      label: "headline search",
      search: true,
      ...split(headlineTerms.map((q) => headlinesHref({ q, page: 1 }))),
    },
    {
      label: "people search",
      search: true,
      ...split(peopleTerms.map((search) => peopleHref({ search, page: 1 }))),
    },
    {
      label: "company page",
      search: false,
      ...split(companies.map(({ shortname }) => `/organizations/${encodeURIComponent(shortname)}`)),
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
