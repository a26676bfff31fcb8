import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { Pager } from "@/components/ui/pager";
import {
  changeListState,
  hasActiveFilters,
  listHref,
  type ListState,
} from "@/lib/domain/list-state";
import { pageRange } from "@/lib/domain/pagination";
import type { CompanyListPage } from "@/lib/queries/company-list";
import type { FilterTag } from "@/lib/queries/tags";
import { CompanyTable } from "./company-table";
import type { CompanyFacets } from "@/lib/queries/company-facets";
import type { ZeroResultHelp } from "@/lib/search/zero-results";
import { FilterChips } from "../filter-chips";
import { companyFilterRemovals } from "./company-filter-removals";
import { ListFacets } from "./list-facets";
import { GalleryCard } from "./gallery-card";
import { galleryCardData } from "./gallery-card-data";
import { NoResultsHelp } from "./no-results-help";
import { RememberListUrl } from "./remember-list-url";
import { SearchControls } from "./search-controls";

type Props = {
  state: ListState;
  result: CompanyListPage;
  tags: FilterTag[];
  isAdmin: boolean;
  facets: CompanyFacets;
  /** What to offer when a search finds nothing. */
  help: ZeroResultHelp | null;
};

const addCompanyClass =
  "rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-light";

/** 'Search Companies': controls, range text, pagers and the gallery or table of results. */
export function CompanySearch({ state, result, tags, isAdmin, facets, help }: Props) {
  const shown = { ...state, page: result.page };
  const now = new Date();
  const range = pageRange(result.page, result.pageSize ?? result.total, result.total);
  const paged = result.pages > 1 && state.itemsPerPage !== "all";
  // The same pager above and below the results, each named for where it is.
  const pager = (where: "top" | "bottom") =>
    paged && (
      <Pager
        variant="numbered"
        label={`Pagination (${where})`}
        page={result.page}
        pages={result.pages}
        hrefFor={(page) => listHref(changeListState(shown, { page }))}
      />
    );

  return (
    <div className="space-y-6">
      <RememberListUrl href={listHref(shown)} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand">Search Companies</h1>
        {isAdmin && (
          <Link href="/admin/organizations/new" className={addCompanyClass}>
            Add Company
          </Link>
        )}
      </div>
      <SearchControls state={shown} tags={tags} isAdmin={isAdmin} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <ListFacets state={shown} facets={facets} />
        <div className="space-y-6">
          <FilterChips removals={companyFilterRemovals(shown, tags)} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" role="status">
              Showing {range.from}-{range.to} of {range.total} items
            </p>
            {pager("top")}
          </div>
          {result.items.length === 0 ? (
            <EmptyState title="No organizations found">
              {hasActiveFilters(state) ? (
                <>
                  <p>Try adjusting your filters or search query.</p>
                  <NoResultsHelp help={help} />
                </>
              ) : (
                <>
                  <p>Let&apos;s add some organizations to get started!</p>
                  {isAdmin && (
                    <Link
                      href="/admin/organizations/new"
                      className={`mt-4 inline-block ${addCompanyClass}`}
                    >
                      Add Company
                    </Link>
                  )}
                </>
              )}
            </EmptyState>
          ) : state.view === "table" ? (
            <CompanyTable companies={result.items} state={shown} />
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {result.items.map((company) => (
                <GalleryCard key={company.id} card={galleryCardData(company, now)} />
              ))}
            </div>
          )}
          {paged && <div className="flex justify-end">{pager("bottom")}</div>}
        </div>
      </div>
    </div>
  );
}
