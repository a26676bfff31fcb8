import type { Metadata } from "next";
import { HeadlinesDirectory } from "@/components/site/headlines/headlines-directory";
import { headlinesMetadata } from "@/components/site/headlines/headlines-seo";
import { getViewer } from "@/lib/auth/viewer";
import { headlinesStateFromSegment } from "@/lib/domain/headlines-state";

// /headlines, served here through rewrites: the canonical query is the path segment
// ("default" for none), so each search and page is cached as its own static page.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { query } = await params;
  return headlinesMetadata(headlinesStateFromSegment(query));
}

export default async function CachedHeadlinesPage({ params }: Props) {
  const { query } = await params;
  const viewer = await getViewer();
  return <HeadlinesDirectory state={headlinesStateFromSegment(query)} isAdmin={viewer.isAdmin} />;
}
