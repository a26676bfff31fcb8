import { HeadlinesDirectory } from "@/components/site/headlines/headlines-directory";
import { headlinesMetadata } from "@/components/site/headlines/headlines-seo";
import {
  headlineFacetsAsAdmin,
  listCarouselHeadlinesAsAdmin,
  searchHeadlinesAsAdmin,
} from "@/lib/admin/draft-views";
import { getViewerAdmin } from "@/lib/auth/viewer";
import { headlinesCodec } from "@/lib/domain/headlines-state";
import { headlineFacets, searchHeadlines } from "@/lib/queries/headline-search";
import { sharedCarouselHeadlines } from "@/lib/queries/shared-parts";
import { listMetadataOf, listStateOf, type ListPageProps } from "@/app/(public)/_lib/list-segment";

// /headlines, served here through the proxy: the canonical query is the path segment
// ("default" for none), so each page is cached as its own static page (a search is rendered
// per request, through app/(public)/live). A read that fails shows error.tsx, uncached.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const generateMetadata = listMetadataOf(headlinesCodec, headlinesMetadata);

export default async function CachedHeadlinesPage({ params }: ListPageProps) {
  const state = await listStateOf(headlinesCodec, params);
  const admin = await getViewerAdmin();
  const [carousel, results, facets] = await Promise.all([
    admin ? listCarouselHeadlinesAsAdmin(admin) : sharedCarouselHeadlines(),
    admin ? searchHeadlinesAsAdmin(admin, state) : searchHeadlines(state),
    admin ? headlineFacetsAsAdmin(admin, state) : headlineFacets(state),
  ]);
  return (
    <HeadlinesDirectory
      state={state}
      carousel={carousel}
      results={results}
      facets={facets}
      isAdmin={admin !== null}
    />
  );
}
