import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CompanyEmbedCard } from "@/components/embed/company-embed-card";
import { getEmbedCompany } from "@/lib/queries/embed-company";
import { getSiteInfo } from "@/lib/queries/site-info";

// A published company's card, made to be framed by any site (the /embed paths' policy). Cached
// like the company page (ISR) and refreshed with it (lib/admin/refresh-public-pages.ts); it
// reads no cookie, so every visitor gets the same copy.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ shortname: string }> };

const read = async ({ params }: Props) =>
  getEmbedCompany(decodeURIComponent((await params).shortname));

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [company, site] = await Promise.all([read(props), getSiteInfo()]);
  return { title: { absolute: company ? `${company.name} on ${site.name}` : "Page not found" } };
}

export default async function CompanyEmbedPage(props: Props) {
  const [company, site] = await Promise.all([read(props), getSiteInfo()]);
  if (!company) notFound();
  return <CompanyEmbedCard company={company} siteName={site.name} />;
}
