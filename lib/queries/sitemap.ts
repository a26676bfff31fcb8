import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";

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
