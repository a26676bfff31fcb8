import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { firstRow } from "@/lib/db/rows";
import { headline, headlineorganization, organization } from "@/lib/db/schema";
import { COMPANY_REF } from "@/lib/db/selections";

/** A headline as the editor shows it: the row and the companies it mentions (by name). */
export type HeadlineRecord = NonNullable<Awaited<ReturnType<typeof readHeadlineRecord>>>;

/** Headlines with what the editor edits of each (filter and order them further). */
export const selectHeadlines = (db: Db) =>
  db
    .select({
      id: headline.id,
      url: headline.url,
      description: headline.description,
      headline_type: headline.headline_type,
      headline_date: headline.headline_date,
      media_outlet: headline.media_outlet,
      total_amount: headline.total_amount,
      round_type: headline.round_type,
      published: headline.published,
    })
    .from(headline);

/** Each of the headline `rows` with the companies it mentions, by name. */
export async function withCompanies<T extends { id: number }>(db: Db, rows: T[]) {
  const links = await db
    .select({ headline_id: headlineorganization.headline_id, company: COMPANY_REF })
    .from(headlineorganization)
    .innerJoin(organization, eq(organization.id, headlineorganization.organization_id))
    .where(
      inArray(
        headlineorganization.headline_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(sql`lower(${organization.name})`, asc(organization.id));
  return rows.map((row) => ({
    ...row,
    companies: links.filter((link) => link.headline_id === row.id).map((link) => link.company),
  }));
}

/** Reads a headline with its companies; null when unknown. */
export async function readHeadlineRecord(db: Db, id: number, options: { lock?: boolean } = {}) {
  // A write locks the row first, so that two saves of one headline run one after the other.
  const row = await firstRow(selectHeadlines(db).where(eq(headline.id, id)), options.lock);
  if (!row) return null;
  const [record] = await withCompanies(db, [row]);
  return record;
}

/** The change history's picture of a headline. */
export function headlineSnapshot({ id: _id, companies, ...fields }: HeadlineRecord) {
  return { ...fields, companies: companies.map(({ id, name }) => ({ id, name })) };
}
