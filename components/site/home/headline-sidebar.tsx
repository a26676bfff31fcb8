import Link from "next/link";
import { formatLongDate } from "@/lib/domain/dates";
import type { HeadlineWithCompanies } from "@/lib/queries/headlines";
import { CompanyLink } from "../company-link";
import { HeadlineLink } from "../headline-link";
import { HeadlineTypeBadge } from "../headline-type-badge";
import { SectionCard } from "../section-card";
import { viewAllClass } from "./view-all";

const MENTIONED_LIMIT = 2;

/** 'Recent COSS Headlines' beside the home page's companies. */
export function HeadlineSidebar({ headlines }: { headlines: HeadlineWithCompanies[] }) {
  return (
    <SidebarFrame>
      {headlines.length === 0 ? (
        <p className="text-sm text-slate-600">No headlines found</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {headlines.map((headline) => (
            <HeadlineRow key={headline.id} headline={headline} />
          ))}
        </ul>
      )}
    </SidebarFrame>
  );
}

function SidebarFrame({ children }: { children: React.ReactNode }) {
  const viewAll = (
    <Link href="/headlines" className={viewAllClass}>
      View all
    </Link>
  );
  return (
    <SectionCard id="recent-headlines" title="Recent COSS Headlines" action={viewAll}>
      {children}
    </SectionCard>
  );
}

function HeadlineRow({ headline }: { headline: HeadlineWithCompanies }) {
  const shown = headline.companies.slice(0, MENTIONED_LIMIT);
  const more = headline.companies.length - shown.length;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <HeadlineTypeBadge type={headline.headline_type} />
        <span>{formatLongDate(headline.headline_date, "No date")}</span>
        {headline.media_outlet && <span className="font-medium">{headline.media_outlet}</span>}
      </div>
      <p className="mt-1 text-sm">
        <HeadlineLink
          headline={headline}
          className="text-slate-900 hover:text-link hover:underline"
        />
      </p>
      {shown.length > 0 && (
        <p className="mt-1 text-xs text-slate-600">
          Companies Mentioned:{" "}
          {shown.map((company, index) => (
            <span key={company.id}>
              {index > 0 && ", "}
              <CompanyLink company={company} className="text-blue-700 underline" />
            </span>
          ))}
          {more > 0 && ` +${more} more`}
        </p>
      )}
    </li>
  );
}

/** Five skeleton rows while the headlines load. */
export function HeadlineSidebarSkeleton() {
  return (
    <SidebarFrame>
      <ul aria-busy="true" aria-label="Loading headlines" className="space-y-4">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="animate-pulse space-y-2">
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </SidebarFrame>
  );
}
