import Link from "next/link";
import type { SimilarCompany } from "@/lib/queries/similar-companies";
import { CardList, linkClass, SectionCard } from "../section-card";

/** Companies like this one, by the tags they share; nothing for a company without any. */
export function SimilarCompanies({ companies }: { companies: SimilarCompany[] }) {
  if (companies.length === 0) return null;
  return (
    <SectionCard id="similar-heading" title="Similar companies">
      <CardList items={companies} empty="">
        {(company) => (
          <li key={company.shortname} className="py-2">
            <Link
              href={`/organizations/${company.shortname}`}
              className={`font-medium ${linkClass}`}
            >
              {company.name}
            </Link>
            {company.short_description && (
              <p className="text-sm text-slate-700">{company.short_description}</p>
            )}
            <p className="text-xs text-slate-600">Shares {company.shared_tags.join(", ")}</p>
          </li>
        )}
      </CardList>
    </SectionCard>
  );
}
