import "server-only";
import { listCompanyTable } from "@/lib/admin/companies/table/list-company-table";
import { listTagOptions } from "@/lib/admin/companies/table/tag-options";
import { parseCompanyTableQuery, writeCompanyTableQuery } from "@/lib/domain/company-table-query";
import { defineAdminList } from "./admin-list";

/**
 * /admin/organizations?published=&missing=&problem=&stale=&type=&sort=&dir=&page=: the curators' table
 * of companies, 50 a page, with the tags its bulk actions offer.
 */
export const companiesTableList = defineAdminList({
  codec: {
    path: "/admin/organizations",
    parse: parseCompanyTableQuery,
    write: writeCompanyTableQuery,
  },
  // The filter form sends every field, set or not: show the clean URL of the view.
  canonical: true,
  async load(admin, query) {
    const [table, tags] = await Promise.all([
      listCompanyTable(admin, query),
      listTagOptions(admin),
    ]);
    return { ...table, tags };
  },
  failure: (error: Error) => `Error loading organizations: ${error.message}`,
});
