import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { isNew } from "@/lib/domain/dates";
import { faviconSrc, PLACEHOLDER_LOGO } from "@/lib/domain/urls";
import type { TrendingCompany } from "@/lib/queries/home";
import { CompanyLink } from "../company-link";
import { CompanyLogo } from "../company-logo";
import { SectionCard } from "../section-card";
import { viewAllClass } from "./view-all";

type Props = { companies: TrendingCompany[]; total: number; now: Date };

/** 'Trending COSS Companies': ranked, with logos and a NEW corner badge. */
export function TrendingList({ companies, total, now }: Props) {
  return (
    <SectionCard
      id="trending-heading"
      title="Trending COSS Companies"
      action={
        <Link href="/organizations" className={viewAllClass}>
          View all {total} companies
        </Link>
      }
    >
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
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
            <CompanyLink
              company={company}
              className="truncate font-medium text-slate-900 hover:text-link hover:underline"
            />
            {isNew(company.date_added, now) && (
              <Badge color="danger" className="absolute -right-1 -top-2">
                NEW
              </Badge>
            )}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
