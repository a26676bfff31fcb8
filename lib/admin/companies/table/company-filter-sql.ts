import "server-only";
import { ilike, sql, type SQL } from "drizzle-orm";
import type { CompanyFilter, CompanyGap, CompanyProblem } from "@/lib/domain/company-table-query";
import { containsPattern } from "@/lib/db/like";
import { O } from "@/lib/queries/visibility";
import { WEBSITE_UNREACHABLE } from "@/lib/websites/website-problems";

// The table's filters as one condition on organization `o`: the page's read and the bulk
// actions on 'all N matching' use this same condition, so both see the same companies.

// The repositories of `o`'s projects: the GitHub sweep keeps one row for each project whose
// URL names a GitHub repository (lib/github/repositories.ts), and none for other projects.
const repositoriesWhere = (condition: SQL) => sql`exists (select 1 from organizationproject op
  join repository r on r.project_id = op.project_id
  where op.organization_id = ${O.id} and ${condition})`;

// A company shows its stored logo only when fallback_avatar is set and the URL is http(s)
// (lib/domain/urls.ts companyLogoSrc): anything else shows no logo of its own.
const MISSING: Record<CompanyGap, SQL> = {
  logo: sql`not (${O.fallback_avatar} and coalesce(${O.logo_url}, '') ~* '^https?://')`,
  description: sql`(coalesce(btrim(${O.description}), '') = ''
    or coalesce(btrim(${O.short_description}), '') = '')`,
  website: sql`not exists (select 1 from organizationwebsite w where w.organization_id = ${O.id})`,
  tags: sql`not exists (select 1 from organization_tag ot where ot.organization_id = ${O.id})`,
  repository: sql`not ${repositoriesWhere(sql`true`)}`,
};

const PROBLEMS: Record<CompanyProblem, SQL> = {
  "website-unreachable": WEBSITE_UNREACHABLE,
  "repository-archived": repositoriesWhere(sql`r.archived`),
};

/** The companies a filter keeps, as a condition on `o` (placeholder cards are never listed). */
export function companyFilterSql(filter: CompanyFilter): SQL {
  const conditions: SQL[] = [sql`not ${O.is_dummy}`];
  if (filter.name) conditions.push(ilike(O.name, containsPattern(filter.name)));
  if (filter.published !== undefined) conditions.push(sql`${O.published} = ${filter.published}`);
  for (const gap of filter.missing) conditions.push(MISSING[gap]);
  for (const problem of filter.problems) conditions.push(PROBLEMS[problem]);
  if (filter.stale) conditions.push(sql`${O.date_updated} < now() - interval '1 year'`);
  if (filter.type) conditions.push(sql`${O.organization_type} = ${filter.type}`);
  return sql.join(conditions, sql` and `);
}
