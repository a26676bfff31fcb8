"use client";

// A client component on purpose: a list page holds up to 54 cards, and the browser then gets
// each headline's fields (a few hundred bytes) instead of the rendered tree of its card, which
// the page's RSC payload would carry beside the HTML. The server still renders the HTML.
import Link from "next/link";
import { HeadlineTypeBadge } from "@/components/site/headline-type-badge";
import { Badge } from "@/components/ui/badge";
import { externalLinkProps } from "@/components/ui/external-link";
import { formatLongDate } from "@/lib/domain/dates";
import { formatCompactUsd } from "@/lib/domain/money";
import { faviconSrc, hostOf, safeHttpUrl } from "@/lib/domain/urls";
import type { HeadlineCard as HeadlineCardData } from "@/lib/queries/headline-search";
import styles from "./headline-card.module.css";
import { HeadlineFavicon, OrganizationIcon } from "./headline-favicon";

type Props = {
  headline: HeadlineCardData;
  isAdmin: boolean;
  className?: string;
};

/** A headline: outlet, description, organizations, type, date, amount and links. */
export function HeadlineCard({ headline, isAdmin, className = "" }: Props) {
  const url = safeHttpUrl(headline.url);
  // Without an outlet, the article's host says where it was published.
  const outlet = headline.media_outlet || hostOf(url);
  const amount = headline.headline_type === "funding" ? headline.total_amount : null;
  return (
    <article className={className ? `${styles.card} ${className}` : styles.card}>
      <div className={styles.top}>
        <p className={styles.outlet}>
          <HeadlineFavicon src={faviconSrc(url)} />
          <span>{outlet}</span>
        </p>
        {isAdmin && !headline.published && <Badge color="danger">Unpublished</Badge>}
      </div>
      <p className={styles.description}>{headline.description}</p>
      <Organizations headline={headline} />
      <div className={styles.meta}>
        <HeadlineTypeBadge type={headline.headline_type} />
        <span>{formatLongDate(headline.headline_date, "No date")}</span>
        {amount !== null && amount > 0 && (
          <span className="font-semibold text-green-800">{formatCompactUsd(amount)}</span>
        )}
      </div>
      {(url || isAdmin) && (
        <div className={styles.actions}>
          {url ? (
            <a
              href={url}
              {...externalLinkProps}
              aria-label={`Read more: ${headline.description}`}
              className={styles.link}
            >
              Read more
            </a>
          ) : (
            <span />
          )}
          {isAdmin && (
            <Link href={`/admin/headlines/${headline.id}/edit`} className={styles.link}>
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
    return <p className={styles.none}>No linked organizations</p>;
  }
  const more = headline.organization_count - headline.organizations.length;
  return (
    <ul aria-label="Organizations" className={styles.organizations}>
      {headline.organizations.map((org) => (
        <li key={org.id}>
          <HeadlineFavicon src={faviconSrc(org.website)} fallback={<OrganizationIcon />} />
          <Link href={`/organizations/${org.shortname}`} className={styles.link}>
            {org.name}
          </Link>
        </li>
      ))}
      {more > 0 && <li className="text-slate-500">+{more} more</li>}
    </ul>
  );
}
