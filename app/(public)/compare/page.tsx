import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AddCompanyForm } from "@/components/site/compare/add-company-form";
import { CompareNotes } from "@/components/site/compare/compare-notes";
import { compareMetadata } from "@/components/site/compare/compare-seo";
import { CompareTable } from "@/components/site/compare/compare-table";
import { readComparison } from "@/lib/compare/read-comparison";
import { comparisonTitle, MAX_COMPARED, queryStringOf } from "@/lib/domain/compare-list";
import { metadataOr } from "@/lib/metadata";

// /compare?c=appwrite,neon,supabase - up to four published companies side by side. Rendered
// per request (the URL holds everything; nothing is stored). The rules are in
// lib/compare/read-comparison.ts.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const comparisonOf = async ({ searchParams }: Props) =>
  readComparison(queryStringOf(await searchParams));

export function generateMetadata(props: Props): Promise<Metadata> {
  return metadataOr({ title: "Compare companies", robots: { index: false } }, async () => {
    const { companies, canonicalHref } = await comparisonOf(props);
    return compareMetadata(companies, canonicalHref);
  });
}

export default async function ComparePage(props: Props) {
  const comparison = await comparisonOf(props);
  // Another spelling of a comparison (order, case, duplicates, the add box's text): a 307 to
  // its canonical URL, as the lists answer theirs.
  if (comparison.redirectTo) redirect(comparison.redirectTo);
  const { companies, notFound, overLimit } = comparison;
  const shortnames = companies.map((company) => company.shortname);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand">{comparisonTitle(companies)}</h1>
      <CompareNotes notFound={notFound} overLimit={overLimit} />
      {companies.length === 0 && (
        <p className="max-w-2xl text-slate-700">
          Compare up to {MAX_COMPARED} commercial open source companies side by side: when they were
          founded, where they are, their funding, valuation and rounds, their people, tags, projects
          and recent headlines. Add a first company by its name to start.
        </p>
      )}
      {companies.length === 1 && (
        <p className="max-w-2xl text-slate-700">Add another company to compare it with.</p>
      )}
      {companies.length < MAX_COMPARED ? (
        <AddCompanyForm shortnames={shortnames} />
      ) : (
        <p className="text-sm text-slate-600">
          Remove a company to add another: {MAX_COMPARED} is the most a comparison shows.
        </p>
      )}
      {companies.length > 0 && <CompareTable companies={companies} now={new Date()} />}
    </div>
  );
}
