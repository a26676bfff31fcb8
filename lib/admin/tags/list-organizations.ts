import { sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { selectRows } from "@/lib/db/rows";
import type { Paged } from "./list-tags";

export type OrganizationChoice = { id: number; name: string; published: boolean };

/** The most organizations one search selects at once. */
export const MAX_SELECTED_ORGANIZATIONS = 10_000;

// Like /organizations' search, and a company also matches by the name of one of its tags.
function organizationWhere(q: string): SQL {
  if (!q) return sql`not o.is_dummy`;
  const pattern = containsPattern(q);
  return sql`not o.is_dummy and (o.name ilike ${pattern} or exists (
    select 1 from organization_tag ot join tag t on t.id = ot.tag_id
    where ot.organization_id = o.id and t.name ilike ${pattern}))`;
}

/** One page of the organizations matching a search of names and tags, by name. */
export async function listOrganizationsPage(
  _admin: AdminUser,
  q: string,
  page: number,
  pageSize: number,
): Promise<Paged<OrganizationChoice>> {
  const db = await getDb();
  const where = organizationWhere(q);
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
  return { rows, total, page: current, pageSize };
}

/** Every organization matching the search (up to the limit), for 'Select all matching'. */
export async function listMatchingOrganizations(
  _admin: AdminUser,
  q: string,
): Promise<OrganizationChoice[]> {
  return selectRows<OrganizationChoice>(
    await getDb(),
    sql`select o.id, o.name, o.published from organization o where ${organizationWhere(q)}
        order by lower(o.name), o.id limit ${MAX_SELECTED_ORGANIZATIONS}`,
  );
}
