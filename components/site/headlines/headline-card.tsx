import Link from "next/link";
import { HeadlineTypeBadge } from "@/components/site/headline-type-badge";
import { Badge } from "@/components/ui/badge";
import { externalLinkProps } from "@/components/ui/external-link";
import { formatLongDate } from "@/lib/domain/dates";
import { formatCompactUsd } from "@/lib/domain/money";
import { faviconSrc, hostOf, safeHttpUrl } from "@/lib/domain/urls";
import type { HeadlineCard as HeadlineCardData } from "@/lib/queries/headline-search";
import { HeadlineFavicon, OrganizationIcon } from "./headline-favicon";

type Props = {
  headline: HeadlineCardData;
  isAdmin: boolean;
  className?: string;
};

const linkClass =
  "rounded-sm text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** A headline: outlet, description, organizations, type, date, amount and links. */
export function HeadlineCard({ headline, isAdmin, className = "" }: Props) {
  const url = safeHttpUrl(headline.url);
  // Without an outlet, the article's host says where it was published.
  const outlet = headline.media_outlet || hostOf(url);
  const amount = headline.headline_type === "funding" ? headline.total_amount : null;
  return (
    <article
      className={`flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700">
          <HeadlineFavicon src={faviconSrc(url)} />
          <span className="truncate">{outlet}</span>
        </p>
        {isAdmin && !headline.published && <Badge color="danger">Unpublished</Badge>}
      </div>
      <p className="mt-2 line-clamp-4 text-sm text-slate-900">{headline.description}</p>
      <Organizations headline={headline} />
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-3 text-xs text-slate-600">
        <HeadlineTypeBadge type={headline.headline_type} />
        <span>{formatLongDate(headline.headline_date, "No date")}</span>
        {amount !== null && amount > 0 && (
          <span className="font-semibold text-green-800">{formatCompactUsd(amount)}</span>
        )}
      </div>
      {(url || isAdmin) && (
        <div className="mt-3 flex items-center justify-between gap-2 text-sm font-medium">
          {url ? (
            <a href={url} {...externalLinkProps} className={linkClass}>
              Read more
            </a>
          ) : (
            <span />
          )}
          {isAdmin && (
            <Link
              href={`/admin/headlines/${headline.id}/edit`}

              className={linkClass}
            >
              Edit
            </Link>
          )}
        </div>
      )}
    </article>
  );
}

function Organizations({ headline }: { headline: HeadlineCardData }) {
  if (headline.organizations.length === 0) {
    return <p className="mt-3 text-xs text-slate-500">No linked organizations</p>;
  }
  const more = headline.organization_count - headline.organizations.length;
  return (
    <ul aria-label="Organizations" className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs">
      {headline.organizations.map((org) => (
        <li key={org.id} className="flex items-center gap-1">
          <HeadlineFavicon src={faviconSrc(org.website)} fallback={<OrganizationIcon />} />
          <Link href={`/organizations/${org.shortname}`} className={linkClass}>
            {org.name}
          </Link>
        </li>
      ))}
      {more > 0 && <li className="text-slate-500">+{more} more</li>}
    </ul>
  );
}
