import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { personRedirect } from "@/lib/db/schema";

/** The person a merged person's id now stands for (their old page redirects there), or null. */
export const getPersonRedirect = cache(async (oldId: number): Promise<number | null> => {
  const db = await getDb();
  const [row] = await db
    .select({ personId: personRedirect.person_id })
    .from(personRedirect)
    .where(eq(personRedirect.old_id, oldId));
  return row?.personId ?? null;
});
