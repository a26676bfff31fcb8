import { sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb, type Db } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { selectRows } from "@/lib/db/rows";
import { listedOrganizationsAsAdmin } from "@/lib/admin/draft-views";
import { organizationsFilterOf } from "@/lib/domain/organizations-filter";
import { companyWhere, existingTagIds } from "@/lib/queries/company-filters";
import type { Paged } from "./list-tags";
import { intArray } from "@/lib/db/sql-arrays";

export type OrganizationChoice = { id: number; name: string; published: boolean };

/** What a pasted /organizations URL was read as, for the curator to check. */
export type ListedFilter = { search: string; tags: string[]; allTags: boolean };

/** The most organizations one search selects at once. */
export const MAX_SELECTED_ORGANIZATIONS = 10_000;

type Search = { where: SQL; listed: ListedFilter | null };

// A pasted /organizations URL selects what that list shows the admin (its search, tag filter,
// type and unpublished toggles, through the list's own WHERE); typed text matches like the
// list's search, and a company also matches by the name of one of its tags.
async function organizationSearch(db: Db, admin: AdminUser, q: string): Promise<Search> {
  const filter = organizationsFilterOf(q);
  if (filter) {
    const tagIds = await existingTagIds(db, filter.tags);
    const tags = await selectRows<{ name: string }>(
      db,
      sql`select name from tag where id = any(${intArray(tagIds)}) order by lower(name)`,
    );
    return {
      where: companyWhere(filter, listedOrganizationsAsAdmin(admin, filter), tagIds),
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

/** One page of the organizations a search finds, by name, and how a pasted URL was read. */
export async function listOrganizationsPage(
  admin: AdminUser,
  q: string,
  page: number,
  pageSize: number,
): Promise<Paged<OrganizationChoice> & { listed: ListedFilter | null }> {
  const db = await getDb();
  const { where, listed } = await organizationSearch(db, admin, q);
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from organization o where ${where}`,
  );
  const current = Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
  const rows = await selectRows<OrganizationChoice>(
    db,
    sql`select o.id, o.name, o.published from organization o where ${where}
        order by lower(o.name), o.id limit ${pageSize} offset ${(current - 1) * pageSize}`,
  );
  return { rows, total, page: current, pageSize, listed };
}

/** Every organization the search finds, on all pages (up to the limit), for 'Select all matching'. */
export async function listMatchingOrganizations(
  admin: AdminUser,
  q: string,
): Promise<OrganizationChoice[]> {
  const db = await getDb();
  const { where } = await organizationSearch(db, admin, q);
  return selectRows<OrganizationChoice>(
    db,
    sql`select o.id, o.name, o.published from organization o where ${where}
        order by lower(o.name), o.id limit ${MAX_SELECTED_ORGANIZATIONS}`,
  );
}
