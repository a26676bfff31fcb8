import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NotFoundSearch } from "@/components/site/not-found-search";
import { NotFoundView } from "@/components/site/not-found-view";
import { isMissingThing, NOT_FOUND_TEXTS } from "@/lib/not-found";

// The 404 view of a company or person that visitors may not see, rendered on the server: the
// proxy rewrites such requests here with status 404 (a page's own notFound() renders its
// view only once JavaScript runs). Rendered for each request, never cached: it is reached
// from many paths, and Next writes the path that rendered a page into the page.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ kind: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  const title = isMissingThing(kind) ? NOT_FOUND_TEXTS[kind].message : "Page not found";
  return { title, robots: { index: false } };
}

export default async function MissingPage({ params }: Props) {
  const { kind } = await params;
  if (!isMissingThing(kind)) notFound();
  return (
    <NotFoundView {...NOT_FOUND_TEXTS[kind]}>
      <NotFoundSearch />
    </NotFoundView>
  );
}
