import type { Metadata } from "next";
import { CompanySearch } from "@/components/site/companies/company-search";
import { listMetadata } from "@/components/site/companies/list-metadata";
import { getViewer } from "@/lib/auth/viewer";
import { forViewer, parseListState } from "@/lib/domain/list-state";

// /organizations without a name search, served here through the proxy: the URL's query
// (canonical form) is the path segment, so each list state is cached as its own page.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ state: string }> };

async function stateOf(params: Props["params"]) {
  const { state } = await params;
  const query = decodeURIComponent(state);
  return parseListState(new URLSearchParams(query === "default" ? "" : query));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata(await stateOf(params));
}

export default async function CachedCompanyListPage({ params }: Props) {
  const viewer = await getViewer();
  const state = forViewer(await stateOf(params), viewer.isAdmin);
  return <CompanySearch state={state} isAdmin={viewer.isAdmin} />;
}
