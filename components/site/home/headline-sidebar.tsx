import Link from "next/link";
import { formatLongDate } from "@/lib/domain/dates";
import { safeHttpUrl } from "@/lib/domain/urls";
import type { HeadlineWithCompanies } from "@/lib/queries/headlines";
import { HeadlineTypeBadge } from "../headline-type-badge";
import { externalLinkProps } from "@/components/ui/external-link";

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
  return (
    <section
      aria-labelledby="recent-headlines"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex items-baseline justify-between">
        <h2 id="recent-headlines" className="text-lg font-bold text-brand">
          Recent COSS Headlines
        </h2>
        <Link href="/headlines" className="text-sm font-medium text-blue-700 hover:underline">
          View all
        </Link>
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function HeadlineRow({ headline }: { headline: HeadlineWithCompanies }) {
  const url = safeHttpUrl(headline.url);
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
        {url ? (
          <a
            href={url}
            {...externalLinkProps}
            className="text-slate-900 hover:text-brand hover:underline"
          >
            {headline.description}
          </a>
        ) : (
          headline.description
        )}
      </p>
      {shown.length > 0 && (
        <p className="mt-1 text-xs text-slate-600">
          Companies Mentioned:{" "}
          {shown.map((company, index) => (
            <span key={company.id}>
              {index > 0 && ", "}
              <Link
                href={`/organizations/${company.shortname}`}
                className="text-blue-700 underline"
              >
                {company.name}
              </Link>
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
