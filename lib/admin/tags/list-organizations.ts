import "server-only";
import { asc, count, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb, type Db } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { listedOrganizationsAsAdmin } from "@/lib/admin/draft-views";
import { organization, tag } from "@/lib/db/schema";
import { organizationsFilterOf } from "@/lib/domain/organizations-filter";
import { companyWhere, existingTagIds, listSearchOf } from "@/lib/queries/company-filters";
import { paged, type Paged } from "./list-tags";
import { lower, tagIdIn } from "./tag-columns";

export type OrganizationChoice = { id: number; name: string; published: boolean };

/** What a pasted /organizations URL was read as, for the curator to check. */
export type ListedFilter = { search: string; tags: string[]; allTags: boolean };

/** The most organizations one search selects at once. */
export const MAX_SELECTED_ORGANIZATIONS = 10_000;

type Search = { where: SQL; listed: ListedFilter | null };

// A pasted /organizations URL selects what that list shows the admin (its search as the search
// engine reads it, tag filter, type and unpublished toggles, through the list's own WHERE); typed text matches like the
// list's search, and a company also matches by the name of one of its tags.
async function organizationSearch(db: Db, admin: AdminUser, q: string): Promise<Search> {
  const filter = organizationsFilterOf(q);
  if (filter) {
    const [tagIds, search] = await Promise.all([
      existingTagIds(db, filter.tags),
      listSearchOf(filter),
    ]);
    const tags = await db
      .select({ name: tag.name })
      .from(tag)
      .where(tagIdIn(tagIds))
      .orderBy(lower(tag.name));
    return {
      where: companyWhere(filter, listedOrganizationsAsAdmin(admin, filter), tagIds, search),
      listed: {
        search: filter.search,
        tags: tags.map((row) => row.name),
        allTags: filter.filterMode === "all",
      },
    };
  }
  if (!q) return { where: sql`not o.is_dummy`, listed: null };
  const pattern = containsPattern(q);
  return {
    where: sql`not o.is_dummy and (o.name ilike ${pattern} or exists (
      select 1 from organization_tag ot join tag t on t.id = ot.tag_id
      where ot.organization_id = o.id and t.name ilike ${pattern}))`,
    listed: null,
  };
}

// The conditions below (and the company list's own WHERE) name the organization "o".
const o = alias(organization, "o");

// The organizations matching `where`, by name.
const selectChoices = (db: Db, where: SQL) =>
  db
    .select({ id: o.id, name: o.name, published: o.published })
    .from(o)
    .where(where)
    .orderBy(lower(o.name), asc(o.id));

/** One page of the organizations a search finds, by name, and how a pasted URL was read. */
export async function listOrganizationsPage(
  admin: AdminUser,
  q: string,
  page: number,
  pageSize: number,
): Promise<Paged<OrganizationChoice> & { listed: ListedFilter | null }> {
  const db = await getDb();
  const { where, listed } = await organizationSearch(db, admin, q);
  // Not db.$count: it names an aliased table by its alias alone.
  const [{ total }] = await db.select({ total: count() }).from(o).where(where);
  const choices = await paged(total, page, pageSize, (offset) =>
    selectChoices(db, where).limit(pageSize).offset(offset),
  );
  return { ...choices, listed };
}

/** Every organization the search finds, on all pages (up to the limit), for 'Select all matching'. */
export async function listMatchingOrganizations(
  admin: AdminUser,
  q: string,
): Promise<OrganizationChoice[]> {
  const db = await getDb();
  const { where } = await organizationSearch(db, admin, q);
  return selectChoices(db, where).limit(MAX_SELECTED_ORGANIZATIONS);
}
