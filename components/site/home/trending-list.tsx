import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { isNew } from "@/lib/domain/dates";
import { faviconSrc, PLACEHOLDER_LOGO } from "@/lib/domain/urls";
import type { TrendingCompany } from "@/lib/queries/home";
import { CompanyLogo } from "../company-logo";

type Props = { companies: TrendingCompany[]; total: number; now: Date };

/** 'Trending COSS Companies': ranked, with logos and a NEW corner badge. */
export function TrendingList({ companies, total, now }: Props) {
  return (
    <section
      aria-labelledby="trending-heading"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="trending-heading" className="text-lg font-bold text-brand">
          Trending COSS Companies
        </h2>
        <Link href="/organizations" className="text-sm font-medium text-blue-700 hover:underline">
          View all {total} companies
        </Link>
      </div>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {companies.map((company, index) => (
          <li
            key={company.id}
            className="relative flex items-center gap-3 rounded-md border border-slate-100 p-2"
          >
            <span className="w-8 text-sm font-semibold text-slate-600">#{index + 1}</span>
            {/* Trending logos: the website's icon, else the default icon. */}
            <CompanyLogo
              src={faviconSrc(company.website) ?? PLACEHOLDER_LOGO}
              name={company.name}
              size={28}
            />
            <Link
              href={`/organizations/${company.shortname}`}
              className="truncate font-medium text-slate-900 hover:text-brand hover:underline"
            >
              {company.name}
            </Link>
            {isNew(company.date_added, now) && (
              <Badge color="danger" className="absolute -right-1 -top-2">
                NEW
              </Badge>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
