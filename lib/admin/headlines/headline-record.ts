import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { firstRow } from "@/lib/db/rows";
import { headline, headlineorganization, organization } from "@/lib/db/schema";
import { COMPANY_REF } from "@/lib/db/selections";

/** A headline as the editor shows it: the row and the companies it mentions (by name). */
export type HeadlineRecord = NonNullable<Awaited<ReturnType<typeof readHeadlineRecord>>>;
export type HeadlineCompany = HeadlineRecord["companies"][number];

/** The companies each of the headlines `ids` mentions, by name, each with its headline's id. */
export const companiesOfHeadlines = (db: Db, ids: number[]) =>
  db
    .select({ headline_id: headlineorganization.headline_id, company: COMPANY_REF })
    .from(headlineorganization)
    .innerJoin(organization, eq(organization.id, headlineorganization.organization_id))
    .where(inArray(headlineorganization.headline_id, ids))
    .orderBy(sql`lower(${organization.name})`, asc(organization.id));

/** Reads a headline with its companies; null when unknown. */
export async function readHeadlineRecord(db: Db, id: number, options: { lock?: boolean } = {}) {
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
  const row = await firstRow(query, options.lock);
  if (!row) return null;
  const links = await companiesOfHeadlines(db, [id]);
  return { ...row, companies: links.map((link) => link.company) };
}

/** The change history's picture of a headline. */
export function headlineSnapshot({ id: _id, companies, ...fields }: HeadlineRecord) {
  return { ...fields, companies: companies.map(({ id, name }) => ({ id, name })) };
}
