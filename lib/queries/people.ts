import "server-only";
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { pageWindow } from "@/lib/domain/pagination";
import { PEOPLE_PAGE_SIZE, type PeopleState } from "@/lib/domain/people-state";
import { personListSearch } from "@/lib/search/list-search";
import { P, PUBLIC_ORGANIZATION, PUBLIC_ROWS, publicly, type Visibility } from "./visibility";

export type PersonOrganization = {
  id: number;
  name: string;
  shortname: string;
  role: string | null;
  is_founder: boolean;
};
export type PersonListItem = {
  id: number;
  name: string;
  linkedin_url: string | null;
  social_account_count: number;
  organizations: PersonOrganization[];
};
export type PeoplePage = {
  items: PersonListItem[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
};
export type SocialAccount = { id: number; account_type: string; url: string };
/** Another key person of one of a person's companies. */
export type Colleague = {
  organization_id: number;
  id: number;
  name: string;
  role: string | null;
  is_founder: boolean;
};
export type PersonDetail = {
  id: number;
  name: string;
  linkedin_url: string | null;
  social_accounts: SocialAccount[];
  organizations: PersonOrganization[];
  /** The other key people of those organizations, founders first, then by name. */
  colleagues: Colleague[];
};

// A person is listed publicly only when linked to at least one organization visitors see
// (so nobody is listed through an unpublished company), with those organizations only.

/** The organizations of person `p` that pass `visible` (a condition on `o`). */
export const organizationsOf = (visible: SQL) => sql<
  PersonOrganization[]
>`(select coalesce(json_agg(
    json_build_object('id', o.id, 'name', o.name, 'shortname', o.shortname, 'role', k.role,
      'is_founder', k.is_founder)
    order by k.is_founder desc, lower(o.name), o.id), '[]')
  from organizationkeyperson k join organization o on o.id = k.organization_id
  where k.key_person_id = p.id and ${visible})`;

/** The other key people of the organizations of person `p` that pass `visible`. */
const colleaguesOf = (visible: SQL) => sql<Colleague[]>`(select coalesce(json_agg(
    json_build_object('organization_id', o.id, 'id', other.id, 'name', other.name,
      'role', ok.role, 'is_founder', ok.is_founder)
    order by o.id, ok.is_founder desc, lower(other.name), other.id), '[]')
  from organizationkeyperson k join organization o on o.id = k.organization_id
  join organizationkeyperson ok on ok.organization_id = o.id and ok.key_person_id <> k.key_person_id
  join keyperson other on other.id = ok.key_person_id
  where k.key_person_id = p.id and ${visible})`;

const SOCIAL_ACCOUNT_COUNT = sql<number>`(select count(*)::int from keypersonsocialaccount a
  where a.key_person_id = p.id)`;

const SOCIAL_ACCOUNTS = sql<SocialAccount[]>`(select coalesce(json_agg(json_build_object(
    'id', a.id, 'account_type', a.account_type, 'url', a.url) order by a.id), '[]')
  from keypersonsocialaccount a where a.key_person_id = p.id)`;

const BY_NAME = [sql`lower(${P.name})`, P.id];

/** A person `p` who founded a public company. */
const FOUNDER = sql`exists (select 1 from organizationkeyperson k
  join organization o on o.id = k.organization_id
  where k.key_person_id = p.id and k.is_founder and ${PUBLIC_ORGANIZATION})`;

/**
 * One page of people (30; by name, or the most relevant first when searching: the search
 * engine finds them by name and by their companies and roles; founders only when asked) with
 * their organizations, and the total count.
 */
export async function listPeople(state: PeopleState): Promise<PeoplePage> {
  const db = await getDb();
  const search = state.search ? await personListSearch(state.search) : undefined;
  const where = and(PUBLIC_ROWS.person, search?.where, state.founders ? FOUNDER : undefined);
  const order = search ? [sql`${search.relevance} desc`, ...BY_NAME] : BY_NAME;
  const [{ total }] = await db.select({ total: count() }).from(P).where(where);
  const { page, pages, offset } = pageWindow(total, PEOPLE_PAGE_SIZE, state.page);
  if (total === 0) return { items: [], total, page, pages, pageSize: PEOPLE_PAGE_SIZE };
  // The page's ids first, so that details are built for its rows only, not for every row
  // the offset skips.
  const pageIds = db.$with("page").as(
    db
      .select({ id: P.id })
      .from(P)
      .where(where)
      .orderBy(...order)
      .limit(PEOPLE_PAGE_SIZE)
      .offset(offset),
  );
  const items = await db
    .with(pageIds)
    .select({
      id: P.id,
      name: P.name,
      linkedin_url: P.linkedin_url,
      social_account_count: SOCIAL_ACCOUNT_COUNT,
      organizations: organizationsOf(PUBLIC_ROWS.organization),
    })
    .from(P)
    .where(inArray(P.id, db.select({ id: pageIds.id }).from(pageIds)))
    .orderBy(...order);
  return { items, total, page, pages, pageSize: PEOPLE_PAGE_SIZE };
}

/**
 * A person with social accounts and the organizations `visible` lets through; null when
 * unknown or not visible. Cached per request for metadata + page. For lib/admin/draft-views.
 */
export const readPerson = cache(
  async (visible: Visibility, id: number): Promise<PersonDetail | null> => {
    const db = await getDb();
    const [person] = await db
      .select({
        id: P.id,
        name: P.name,
        linkedin_url: P.linkedin_url,
        social_accounts: SOCIAL_ACCOUNTS,
        organizations: organizationsOf(visible.organization),
        colleagues: colleaguesOf(visible.organization),
      })
      .from(P)
      .where(and(eq(P.id, id), visible.person));
    return person ?? null;
  },
);

/** A person shown publicly (linked to a published organization), or null. */
export const getPersonById = publicly(readPerson);
