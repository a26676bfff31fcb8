import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PersonJsonLd, personMetadata } from "@/components/site/people/people-seo";
import { BackToPeople, PersonProfile } from "@/components/site/people/person-profile";
import { ErrorPanel } from "@/components/ui/error-panel";
import { getViewer } from "@/lib/auth/viewer";
import { parsePersonId } from "@/lib/domain/people-state";
import { getPersonById, type PersonDetail } from "@/lib/queries/people";
import { siteUrl } from "@/lib/site-url";

// Cached static page per person (ISR), rendered on first visit, never at build time.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string }> };

type Loaded = { person: PersonDetail | null } | { error: string };

// Bad ids never reach the database (an id beyond the integer range would make it fail).
async function load(params: Props["params"]): Promise<Loaded> {
  const id = parsePersonId((await params).id);
  if (id === null) return { person: null };
  try {
    return { person: await getPersonById(id) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if ("error" in loaded) return { title: "Error loading person", robots: { index: false } };
  if (!loaded.person) return { title: "Person not found", robots: { index: false } };
  return personMetadata(loaded.person);
}

export default async function PersonPage({ params }: Props) {
  const loaded = await load(params);
  if ("error" in loaded) {
    console.error(`Person profile: ${loaded.error}`);
    return (
      <div className="space-y-6">
        <BackToPeople />
        <ErrorPanel title="Error loading person" message={loaded.error} />
      </div>
    );
  }
  if (!loaded.person) notFound();
  const viewer = await getViewer();

  return (
    <article className="space-y-6">
      <BackToPeople />
      <PersonProfile person={loaded.person} isAdmin={viewer.isAdmin} />
      <PersonJsonLd person={loaded.person} origin={siteUrl()} />
    </article>
  );
}
