import { CompanyCard } from "@/components/site/company-card";
import { listPublishedCompanies } from "@/lib/queries/companies";

export default async function HomePage() {
  const companies = await listPublishedCompanies();
  return (
    <section aria-labelledby="companies-heading">
      <h1 id="companies-heading" className="text-2xl font-bold text-brand">
        Companies
      </h1>
      {companies.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="font-semibold">No companies found</p>
          <p className="mt-1 text-sm text-slate-500">
            Companies will appear here once they are added.
          </p>
        </div>
      ) : (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {companies.map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </div>
      )}
    </section>
  );
}
