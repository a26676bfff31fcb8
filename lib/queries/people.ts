import { sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { selectRows } from "@/lib/db/rows";
import {
  PUBLIC_ORGANIZATION,
  seesUnpublished,
  visibleOrganization,
  type Audience,
} from "./audience";
import { clampPage, pageCount } from "@/lib/domain/pagination";
import { PEOPLE_PAGE_SIZE, type PeopleState } from "@/lib/domain/people-state";

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
export type PersonDetail = {
  id: number;
  name: string;
  linkedin_url: string | null;
  social_accounts: SocialAccount[];
  organizations: PersonOrganization[];
};

// Public reads see published, non-dummy organizations only; a person is shown only when
// linked to at least one of them (so nobody is listed through an unpublished company).
const HAS_VISIBLE_ORG = sql`exists (select 1 from organizationkeyperson k
  join organization o on o.id = k.organization_id
  where k.key_person_id = p.id and ${PUBLIC_ORGANIZATION})`;

// The organizations of person `p` that the audience sees.
const organizationsFor = (audience: Audience) => sql`(select coalesce(json_agg(json_build_object(
    'id', o.id, 'name', o.name, 'shortname', o.shortname, 'role', k.role, 'is_founder', k.is_founder)
    order by k.is_founder desc, lower(o.name), o.id), '[]')
  from organizationkeyperson k join organization o on o.id = k.organization_id
  where k.key_person_id = p.id and ${visibleOrganization(audience)})`;

const ORGANIZATIONS = organizationsFor("public");

const BY_NAME = sql`order by lower(p.name), p.id`;

/** One page of people (30, by name) with their organizations, and the total count. */
export async function listPeople(state: PeopleState): Promise<PeoplePage> {
  const db = await getDb();
  const search = state.search ? sql`and p.name ilike ${containsPattern(state.search)}` : sql``;
  const where = sql`where ${HAS_VISIBLE_ORG} ${search}`;
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from keyperson p ${where}`,
  );
  const pages = pageCount(total, PEOPLE_PAGE_SIZE);
  // A page past the end shows the last one.
  const page = clampPage(state.page, pages);
  const items =
    total === 0
      ? []
      : await selectRows<PersonListItem>(
          db,
          // The page's ids first, so that details are built for its rows only, not for
          // every row the offset skips.
          sql`with page as (
                select p.id from keyperson p ${where} ${BY_NAME}
                limit ${PEOPLE_PAGE_SIZE} offset ${(page - 1) * PEOPLE_PAGE_SIZE}
              )
              select p.id, p.name, p.linkedin_url,
                     (select count(*)::int from keypersonsocialaccount a
                        where a.key_person_id = p.id) as social_account_count,
                     ${ORGANIZATIONS} as organizations
              from keyperson p where p.id in (select id from page) ${BY_NAME}`,
        );
  return { items, total, page, pages, pageSize: PEOPLE_PAGE_SIZE };
}

/** A person shown publicly (linked to a published organization), or null. */
export const getPersonById = (id: number) => personFor("public", id);

/**
 * A person with social accounts and the organizations the audience sees; null when unknown,
 * or for the public when linked to no published organization. Cached per request for
 * metadata + page.
 */
export const personFor = cache(
  async (audience: Audience, id: number): Promise<PersonDetail | null> => {
    const db = await getDb();
    const shown = seesUnpublished(audience) ? sql`true` : HAS_VISIBLE_ORG;
    const [person] = await selectRows<PersonDetail>(
      db,
      sql`select p.id, p.name, p.linkedin_url,
                 (select coalesce(json_agg(json_build_object('id', a.id, 'account_type', a.account_type,
                           'url', a.url) order by a.id), '[]')
                    from keypersonsocialaccount a where a.key_person_id = p.id) as social_accounts,
                 ${organizationsFor(audience)} as organizations
          from keyperson p
          where p.id = ${id} and ${shown}`,
    );
    return person ?? null;
  },
);
