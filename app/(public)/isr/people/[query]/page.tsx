import { PeopleDirectory } from "@/components/site/people/people-directory";
import { peopleMetadata } from "@/components/site/people/people-seo";
import { getViewerAdmin } from "@/lib/auth/viewer";
import { peopleCodec } from "@/lib/domain/people-state";
import { listPeople } from "@/lib/queries/people";
import { listMetadataOf, listStateOf, type ListPageProps } from "@/app/(public)/_lib/list-segment";

// /people, served here through the proxy: the canonical query is the path segment
// ("default" for none), so each page is cached as its own static page (a search is rendered
// per request, through app/(public)/live). A read that fails shows error.tsx, uncached.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const generateMetadata = listMetadataOf(peopleCodec, peopleMetadata);

export default async function CachedPeoplePage({ params }: ListPageProps) {
  const state = await listStateOf(peopleCodec, params);
  const [result, admin] = await Promise.all([listPeople(state), getViewerAdmin()]);
  return <PeopleDirectory state={state} result={result} isAdmin={admin !== null} />;
}
