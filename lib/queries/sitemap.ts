import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { asText } from "./fragments";
import { O, P, PERSON_WITH_PUBLIC_ORGANIZATION, PUBLIC_ORGANIZATION } from "./visibility";

/** Shortnames and update dates of the published companies, for the sitemap. */
export async function listPublishedCompanyPaths(): Promise<
  { shortname: string; date_updated: string }[]
> {
  const db = await getDb();
  return db
    .select({ shortname: O.shortname, date_updated: asText(O.date_updated) })
    .from(O)
    .where(PUBLIC_ORGANIZATION)
    .orderBy(asc(O.shortname));
}

/** Ids of the people shown publicly (linked to a published company), for the sitemap. */
export async function listPublicPersonIds(): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: P.id })
    .from(P)
    .where(PERSON_WITH_PUBLIC_ORGANIZATION)
    .orderBy(asc(P.id));
  return rows.map((row) => row.id);
}
