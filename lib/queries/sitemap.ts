import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { PUBLIC_ORGANIZATION } from "./audience";

/** Shortnames and update dates of the published companies, for the sitemap. */
export async function listPublishedCompanyPaths(): Promise<
  { shortname: string; date_updated: string }[]
> {
  const db = await getDb();
  return selectRows(
    db,
    sql`select shortname, date_updated::text from organization
        where published and not is_dummy order by shortname`,
  );
}

/** Ids of the people shown publicly (linked to a published company), for the sitemap. */
export async function listPublicPersonIds(): Promise<number[]> {
  const db = await getDb();
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select p.id from keyperson p
        where exists (select 1 from organizationkeyperson k join organization o on o.id = k.organization_id
                      where k.key_person_id = p.id and ${PUBLIC_ORGANIZATION})
        order by p.id`,
  );
  return rows.map((row) => row.id);
}
