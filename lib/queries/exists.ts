import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { PUBLIC_ORGANIZATION } from "./audience";

// Whether a public page has something to show, asked before the page renders so that a
// missing one is answered by the server-rendered 404 page (see proxy.ts).

/** Whether a published company has this shortname. */
export async function isPublicCompany(shortname: string): Promise<boolean> {
  const db = await getDb();
  const rows = await selectRows(
    db,
    sql`select 1 from organization o where o.shortname = ${shortname} and ${PUBLIC_ORGANIZATION}`,
  );
  return rows.length > 0;
}

/**
 * Whether this person is shown publicly: linked to at least one published company. The id of
 * a person merged into another counts as the kept person's (its page redirects there).
 */
export async function isPublicPerson(id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await selectRows(
    db,
    sql`select 1 from organizationkeyperson k join organization o on o.id = k.organization_id
        where k.key_person_id = coalesce(
          (select r.person_id from person_redirect r where r.old_id = ${id}), ${id})
        and ${PUBLIC_ORGANIZATION} limit 1`,
  );
  return rows.length > 0;
}
