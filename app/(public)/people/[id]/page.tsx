import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PersonJsonLd, personMetadata } from "@/components/site/people/people-seo";
import { BackToPeople, PersonProfile } from "@/components/site/people/person-profile";
import { getViewerAdmin } from "@/lib/auth/viewer";
import { parsePersonId } from "@/lib/domain/people-state";
import { metadataOr } from "@/lib/metadata";
import { getPersonById } from "@/lib/queries/people";
import { siteUrl } from "@/lib/site-url";

// Cached static page per person (ISR), rendered on first visit, never at build time. A read
// that fails shows error.tsx, uncached.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string }> };

const NOT_FOUND: Metadata = { title: "Person not found", robots: { index: false } };

// Bad ids never reach the database (an id beyond the integer range would make it fail).
async function readPerson(params: Props["params"]) {
  const id = parsePersonId((await params).id);
  return id === null ? null : getPersonById(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOr(NOT_FOUND, async () => {
    const person = await readPerson(params);
    return person ? personMetadata(person) : NOT_FOUND;
  });
}

export default async function PersonPage({ params }: Props) {
  const person = await readPerson(params);
  if (!person) notFound();
  const isAdmin = (await getViewerAdmin()) !== null;

  return (
    <article className="space-y-6">
      <BackToPeople />
      <PersonProfile person={person} isAdmin={isAdmin} />
      <PersonJsonLd person={person} origin={siteUrl()} />
    </article>
  );
}
