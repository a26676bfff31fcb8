import type { Metadata } from "next";
import { PeopleDirectory } from "@/components/site/people/people-directory";
import { peopleMetadata } from "@/components/site/people/people-seo";
import { getViewerAdmin } from "@/lib/auth/viewer";
import { stateFromSegment } from "@/lib/domain/list-codec";
import { peopleCodec } from "@/lib/domain/people-state";
import { listPeople } from "@/lib/queries/people";

// /people, served here through the proxy: the canonical query is the path segment
// ("default" for none), so each search and page is cached as its own static page. A read
// that fails shows error.tsx, uncached.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ query: string }> };

const stateOf = async (params: Props["params"]) =>
  stateFromSegment(peopleCodec, (await params).query);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return peopleMetadata(await stateOf(params));
}

export default async function CachedPeoplePage({ params }: Props) {
  const state = await stateOf(params);
  const [result, admin] = await Promise.all([listPeople(state), getViewerAdmin()]);
  return <PeopleDirectory state={state} result={result} isAdmin={admin !== null} />;
}
