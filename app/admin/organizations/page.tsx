import type { Metadata } from "next";
import Link from "next/link";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Pager } from "@/components/ui/pager";
import { listHref, openAdminList, type SearchParams } from "@/lib/admin/lists/admin-list";
import { companiesTableList } from "@/lib/admin/lists/companies-table-list";
import {
  COMPANY_SORTS,
  filterQueryOf,
  firstDirection,
  type CompanySort,
  type CompanyTableQuery,
} from "@/lib/domain/company-table-query";
import { CompanyFilters } from "./_components/company-filters";
import { CompanyTable, type SortLink } from "./_components/company-table";
import { bulkCompaniesAction, setCompanyLogoAction } from "./table-actions";

export const metadata: Metadata = { title: "Companies", robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

// Each column's header links to the table sorted by it: first its own way, then reversed.
function sortLinks(query: CompanyTableQuery): Record<CompanySort, SortLink> {
  const links = {} as Record<CompanySort, SortLink>;
  for (const sort of COMPANY_SORTS) {
    const active = query.sort === sort;
    const dir = active ? (query.dir === "asc" ? "desc" : "asc") : firstDirection(sort);
    links[sort] = {
      href: listHref(companiesTableList.codec, { ...query, sort, dir, page: 1 }),
      active: active ? query.dir : null,
    };
  }
  return links;
}

export default async function CompaniesTablePage({ searchParams }: Props) {
  const { query, data, hrefFor } = await openAdminList(companiesTableList, searchParams);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand">Companies</h1>
        <div className="flex flex-wrap gap-4 text-sm">
          <Link href="/organizations" className="font-semibold text-brand underline">
            View public list
          </Link>
          <Link href="/admin/organizations/new" className="font-semibold text-brand underline">
            Add company
          </Link>
        </div>
      </div>
      <CompanyFilters query={query} />
      {data.ok ? (
        <>
          <CompanyTable
            // A new view (filters, sort, page) starts with nothing ticked.
            key={hrefFor(data.value.page)}
            rows={data.value.items}
            total={data.value.total}
            filterQuery={filterQueryOf(query)}
            tags={data.value.tags}
            sortLinks={sortLinks(query)}
            logoFields={query.missing.includes("logo")}
            bulkAction={bulkCompaniesAction}
            logoAction={setCompanyLogoAction}
          />
          {data.value.pages > 1 && (
            <Pager
              label="Pagination"
              page={data.value.page}
              pages={data.value.pages}
              variant="numbered"
              hrefFor={hrefFor}
            />
          )}
        </>
      ) : (
        <ErrorPanel title="Error" message={data.message} />
      )}
    </div>
  );
}
