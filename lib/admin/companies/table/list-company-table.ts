import "server-only";
import { count, sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import type { CompanySort, CompanyTableQuery } from "@/lib/domain/company-table-query";
import { pageWindow } from "@/lib/domain/pagination";
import { FIRST_WEBSITE, headlineCount, LATEST_VALUATION_MILLIONS } from "@/lib/queries/fragments";
import { O } from "@/lib/queries/visibility";
import { FIRST_WEBSITE_PROBLEM, type WebsiteProblem } from "@/lib/websites/website-problems";
import { companyFilterSql } from "./company-filter-sql";

/** The table shows this many companies a page. */
export const COMPANY_TABLE_PAGE_SIZE = 50;

const HEADLINES = headlineCount(sql`true`);

// What each sortable column sorts by; empty values last whichever the direction.
const SORT_KEYS: Record<CompanySort, SQL> = {
  name: sql`lower(${O.name})`,
  published: sql`${O.published}`,
  updated: sql`${O.date_updated}`,
  added: sql`${O.date_added}`,
  valuation: LATEST_VALUATION_MILLIONS,
  headlines: HEADLINES,
};

/** One row of the table. */
export type CompanyTableRow = {
  id: number;
  version: number;
  name: string;
  shortname: string;
  published: boolean;
  logo_url: string | null;
  fallback_avatar: boolean;
  website: string | null;
  date_updated: string;
  date_added: string;
  valuation_millions: number | null;
  headlines: number;
  /** The first of its websites the weekly check found unreachable or moved elsewhere. */
  website_problem: WebsiteProblem | null;
};

export type CompanyTablePage = {
  items: CompanyTableRow[];
  total: number;
  page: number;
  pages: number;
};

/** One page of the companies the table's filters keep, in its sort, and how many match. */
export async function listCompanyTable(
  _admin: AdminUser,
  query: CompanyTableQuery,
): Promise<CompanyTablePage> {
  const db = await getDb();
  const where = companyFilterSql(query);
  const [{ total }] = await db.select({ total: count() }).from(O).where(where);
  const { page, pages, offset } = pageWindow(total, COMPANY_TABLE_PAGE_SIZE, query.page ?? 1);
  const direction = sql.raw(query.dir === "asc" ? "asc" : "desc");
  const rows = await db
    .select({
      id: O.id,
      version: O.version,
      name: O.name,
      shortname: O.shortname,
      published: O.published,
      logo_url: O.logo_url,
      fallback_avatar: O.fallback_avatar,
      website: FIRST_WEBSITE,
      date_updated: O.date_updated,
      date_added: O.date_added,
      valuation_millions: LATEST_VALUATION_MILLIONS,
      headlines: HEADLINES,
      website_problem: FIRST_WEBSITE_PROBLEM,
    })
    .from(O)
    .where(where)
    .orderBy(sql`${SORT_KEYS[query.sort]} ${direction} nulls last, ${O.id} ${direction}`)
    .limit(COMPANY_TABLE_PAGE_SIZE)
    .offset(offset);
  const items = rows.map((row) => ({
    ...row,
    date_updated: row.date_updated.toISOString(),
    date_added: row.date_added.toISOString(),
    valuation_millions: row.valuation_millions === null ? null : Number(row.valuation_millions),
  }));
  return { items, total, page, pages };
}
