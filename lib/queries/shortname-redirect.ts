import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { organization, shortnameRedirect } from "@/lib/db/schema";

/** The current shortname of the company that once had `oldShortname` (its old URLs redirect there), or null. */
export const getShortnameRedirect = cache(async (oldShortname: string): Promise<string | null> => {
  const db = await getDb();
  const [row] = await db
    .select({ shortname: organization.shortname })
    .from(shortnameRedirect)
    .innerJoin(organization, eq(organization.id, shortnameRedirect.organization_id))
    .where(eq(shortnameRedirect.old_shortname, oldShortname));
  return row?.shortname ?? null;
});
