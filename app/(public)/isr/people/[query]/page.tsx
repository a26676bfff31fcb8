import type { Metadata } from "next";
import { PeopleDirectory } from "@/components/site/people/people-directory";
import { peopleMetadata } from "@/components/site/people/people-seo";
import { getViewer } from "@/lib/auth/viewer";
import { peopleStateFromSegment } from "@/lib/domain/people-state";

// /people, served here through rewrites: the canonical query is the path segment
// ("default" for none), so each search and page is cached as its own static page.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { query } = await params;
  return peopleMetadata(peopleStateFromSegment(query));
}

export default async function CachedPeoplePage({ params }: Props) {
  const { query } = await params;
  const viewer = await getViewer();
  return <PeopleDirectory state={peopleStateFromSegment(query)} isAdmin={viewer.isAdmin} />;
}
