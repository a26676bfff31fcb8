import type { Metadata } from "next";
import { CompanySearch } from "@/components/site/companies/company-search";
import { listMetadata } from "@/components/site/companies/list-metadata";
import { getViewer } from "@/lib/auth/viewer";
import { forViewer, parseListState } from "@/lib/domain/list-state";

// /organizations with a name search, served here through the proxy: rendered per request,
// as free text would fill the page cache without bound.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listMetadata(parseListState(await searchParams));
}

export default async function LiveCompanyListPage({ searchParams }: Props) {
  const viewer = await getViewer();
  const state = forViewer(parseListState(await searchParams), viewer.isAdmin);
  return <CompanySearch state={state} isAdmin={viewer.isAdmin} />;
}
