import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PersonEmbedCard } from "@/components/embed/person-embed-card";
import { parseRowId } from "@/lib/domain/row-id";
import { getPersonById } from "@/lib/queries/people";
import { getSiteInfo } from "@/lib/queries/site-info";

// A person's card (shown when linked to a published company), made to be framed by any site.
// Cached like the person page (ISR) and refreshed with it; it reads no cookie.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string }> };

async function read({ params }: Props) {
  const id = parseRowId((await params).id);
  return id === null ? null : getPersonById(id);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [person, site] = await Promise.all([read(props), getSiteInfo()]);
  return { title: { absolute: person ? `${person.name} on ${site.name}` : "Person not found" } };
}

export default async function PersonEmbedPage(props: Props) {
  const [person, site] = await Promise.all([read(props), getSiteInfo()]);
  if (!person) notFound();
  return <PersonEmbedCard person={person} siteName={site.name} />;
}
