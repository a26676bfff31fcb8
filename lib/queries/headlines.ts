import "server-only";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { headlineorganization } from "@/lib/db/schema";
import { HEADLINE_CARD, NEWEST_HEADLINES_FIRST, type CardHeadline } from "./fragments";
import { H, publicly, type Visibility } from "./visibility";

export type CompanyRef = { id: number; name: string; shortname: string };
export type HeadlineWithCompanies = CardHeadline & { companies: CompanyRef[] };

/** The organizations of headline `h` that pass `visible` (a condition on `o`), by name. */
const companiesOf = (visible: SQL) => sql<CompanyRef[]>`(select coalesce(json_agg(json_build_object(
    'id', o.id, 'name', o.name, 'shortname', o.shortname) order by o.name), '[]')
  from headlineorganization ho join organization o on o.id = ho.organization_id
  where ho.headline_id = h.id and ${visible})`;

/**
 * The latest headlines `visible` lets through, newest first, with the companies they mention.
 * For lib/admin/draft-views.
 */
export async function readRecentHeadlines(
  visible: Visibility,
  limit: number,
): Promise<HeadlineWithCompanies[]> {
  const db = await getDb();
  return db
    .select({ ...HEADLINE_CARD, companies: companiesOf(visible.organization) })
    .from(H)
    .where(visible.headline)
    .orderBy(NEWEST_HEADLINES_FIRST)
    .limit(limit);
}

/** The latest published headlines with the published companies they mention. */
export const listRecentHeadlines = publicly(readRecentHeadlines);

type CompanyHeadlinesPage = { items: CardHeadline[]; total: number };

/**
 * One page of the headlines of a company that `visible` lets through, and their total count.
 * For lib/admin/draft-views.
 */
export async function readCompanyHeadlines(
  visible: Visibility,
  organizationId: number,
  page: number,
  pageSize: number,
): Promise<CompanyHeadlinesPage> {
  const db = await getDb();
  const ofCompany = and(eq(headlineorganization.organization_id, organizationId), visible.headline);
  const linked = eq(H.id, headlineorganization.headline_id);
  const [[{ total }], items] = await Promise.all([
    db.select({ total: count() }).from(headlineorganization).innerJoin(H, linked).where(ofCompany),
    db
      .select(HEADLINE_CARD)
      .from(headlineorganization)
      .innerJoin(H, linked)
      .where(ofCompany)
      .orderBy(NEWEST_HEADLINES_FIRST)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { items, total };
}

/** One page of a company's published headlines, newest first, and their total count. */
export const listCompanyHeadlines = publicly(readCompanyHeadlines);
