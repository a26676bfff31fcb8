import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";

export type CompanySummary = {
  id: number;
  name: string;
  shortname: string;
  description: string | null;
  city: string | null;
  year_founded: number | null;
  date_updated: Date;
};

/** Published companies, most recently updated first. */
export async function listPublishedCompanies(limit = 60): Promise<CompanySummary[]> {
  const db = await getDb();
  return db
    .select({
      id: organization.id,
      name: organization.name,
      shortname: organization.shortname,
      description: organization.description,
      city: organization.city,
      year_founded: organization.year_founded,
      date_updated: organization.date_updated,
    })
    .from(organization)
    .where(and(eq(organization.published, true), eq(organization.is_dummy, false)))
    .orderBy(desc(organization.date_updated), desc(organization.id))
    .limit(limit);
}
