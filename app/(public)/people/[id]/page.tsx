import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { JsonLd } from "@/components/site/json-ld";
import { personJsonLd, personMetadata } from "@/components/site/people/people-seo";
import { BackToPeople, PersonProfile } from "@/components/site/people/person-profile";
import { getPersonAsAdmin } from "@/lib/admin/draft-views";
import { getViewerAdmin } from "@/lib/auth/viewer";
import { parseRowId } from "@/lib/domain/row-id";
import { getPersonById } from "@/lib/queries/people";
import { getPersonRedirect } from "@/lib/queries/person-redirect";
import { siteUrl } from "@/lib/site-url";
import { detailMetadata } from "@/app/(public)/_lib/detail-metadata";

// Cached static page per person (ISR), rendered on first visit, never at build time. A read
// that fails shows error.tsx, uncached.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string }> };

const NOT_FOUND: Metadata = { title: "Person not found", robots: { index: false } };

// Bad ids never reach the database (an id beyond the integer range would make it fail).
// Admins (in draft mode) also see people linked to no published company, such as one they
// have just created.
async function readPerson({ params }: Props) {
  const id = parseRowId((await params).id);
  if (id === null) return null;
  const admin = await getViewerAdmin();
  return admin ? getPersonAsAdmin(admin, id) : getPersonById(id);
}

export const generateMetadata = detailMetadata(readPerson, personMetadata, NOT_FOUND);

// A person merged into another: their old address leads for good to the kept person.
async function redirectIfMerged(params: Props["params"]) {
  const id = parseRowId((await params).id);
  const kept = id === null ? null : await getPersonRedirect(id);
  if (kept !== null) permanentRedirect(`/people/${kept}`);
}

export default async function PersonPage(props: Props) {
  const person = await readPerson(props);
  if (!person) {
    await redirectIfMerged(props.params);
    notFound();
  }
  const isAdmin = (await getViewerAdmin()) !== null;

  return (
    <article className="space-y-6">
      <BackToPeople />
      <PersonProfile person={person} isAdmin={isAdmin} />
      <JsonLd data={personJsonLd(person, siteUrl())} />
    </article>
  );
}
