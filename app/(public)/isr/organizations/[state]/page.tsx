import type { Metadata } from "next";
import { CompanySearch } from "@/components/site/companies/company-search";
import { listMetadata } from "@/components/site/companies/list-metadata";
import { companyFacetsAsAdmin, listCompaniesAsAdmin } from "@/lib/admin/draft-views";
import { getViewerAdmin } from "@/lib/auth/viewer";
import { stateFromSegment } from "@/lib/domain/list-codec";
import { companyListCodec, forViewer } from "@/lib/domain/list-state";
import { companyFacets } from "@/lib/queries/company-facets";
import { listCompanies } from "@/lib/queries/company-list";
import { sharedFilterTags } from "@/lib/queries/shared-parts";
import { zeroResultHelp } from "@/lib/search/zero-results";

// /organizations, served here through the proxy: the URL's canonical query is the path
// segment, so each list state is cached as its own page (a search is rendered per request,
// through app/(public)/live). A read that fails shows error.tsx, uncached.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ state: string }> };

const stateOf = async (params: Props["params"]) =>
  stateFromSegment(companyListCodec, (await params).state);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata(await stateOf(params));
}

export default async function CachedCompanyListPage({ params }: Props) {
  const admin = await getViewerAdmin();
  const state = forViewer(await stateOf(params), admin !== null);
  const [result, tags, facets] = await Promise.all([
    admin ? listCompaniesAsAdmin(admin, state) : listCompanies(state),
    sharedFilterTags(),
    admin ? companyFacetsAsAdmin(admin, state) : companyFacets(state),
  ]);
  const help = result.total === 0 && state.search ? await zeroResultHelp(state.search) : null;
  return (
    <CompanySearch
      state={state}
      result={result}
      tags={tags}
      isAdmin={admin !== null}
      facets={facets}
      help={help}
    />
  );
}
