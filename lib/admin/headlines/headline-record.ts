import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { headline, headlineorganization, organization } from "@/lib/db/schema";

export type HeadlineCompany = { id: number; name: string; shortname: string };
/** A headline as the editor shows it: the row and the companies it mentions (by name). */
export type HeadlineRecord = {
  id: number;
  url: string;
  description: string;
  headline_type: string;
  headline_date: string | null;
  media_outlet: string | null;
  total_amount: number | null;
  published: boolean;
  companies: HeadlineCompany[];
};

/** Reads a headline with its companies; null when unknown. */
export async function readHeadlineRecord(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<HeadlineRecord | null> {
  const query = db
    .select({
      id: headline.id,
      url: headline.url,
      description: headline.description,
      headline_type: headline.headline_type,
      headline_date: headline.headline_date,
      media_outlet: headline.media_outlet,
      total_amount: headline.total_amount,
      published: headline.published,
    })
    .from(headline)
    .where(eq(headline.id, id));
  // A write locks the row first, so that two saves of one headline run one after the other.
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) return null;
  const companies = await db
    .select({ id: organization.id, name: organization.name, shortname: organization.shortname })
    .from(headlineorganization)
    .innerJoin(organization, eq(organization.id, headlineorganization.organization_id))
    .where(eq(headlineorganization.headline_id, id))
    .orderBy(sql`lower(${organization.name})`, asc(organization.id));
  return { ...row, companies };
}

/** The change history's picture of a headline. */
export function headlineSnapshot({ id: _id, companies, ...fields }: HeadlineRecord) {
  return { ...fields, companies: companies.map(({ id, name }) => ({ id, name })) };
}
