"use client";

// A client component for the same reason as the headline card: the page's RSC payload then
// carries each company's fields rather than the rendered tree of its card.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatLongDate, isNew } from "@/lib/domain/dates";
import { TAG_CATEGORIES } from "@/lib/domain/constants";
import { formatCompactUsd, formatMillions } from "@/lib/domain/money";
import { companyLogoSrc, safeHttpUrl } from "@/lib/domain/urls";
import type { CardHeadline, CompanyListItem } from "@/lib/queries/company-list";
import { CompanyLogo } from "../company-logo";
import { tagColor } from "../tag-color";
import { HeadlineTypeBadge } from "../headline-type-badge";
import { externalLinkProps } from "@/components/ui/external-link";
import styles from "./gallery-card.module.css";

const TAGS_PER_CATEGORY = 2;

/** A company in the gallery view. */
export function GalleryCard({ company, now }: { company: CompanyListItem; now: Date }) {
  return (
    <article className={styles.card}>
      {isNew(company.date_added, now) && (
        <Badge color="danger" className="absolute right-3 top-3">
          NEW
        </Badge>
      )}
      <div className={styles.head}>
        <CompanyLogo src={companyLogoSrc(company)} name={company.name} />
        <div className="min-w-0">
          <h3 className={styles.name}>
            <Link href={`/organizations/${company.shortname}`}>{company.name}</Link>
          </h3>
          {!company.published && <Badge color="warning">Unpublished</Badge>}
        </div>
      </div>
      <p className={styles.description}>
        {company.short_description || company.description || "No description available."}
      </p>
      <ul className={styles.tags} aria-label="Tags">
        {TAG_CATEGORIES.flatMap((category) =>
          company.tags
            .filter((tag) => tag.category === category)
            .slice(0, TAGS_PER_CATEGORY)
            .map((tag) => (
              <li key={tag.id}>
                <Badge color={tagColor(category)}>{tag.name}</Badge>
              </li>
            )),
        )}
      </ul>
      <dl className={styles.facts}>
        <dt className="sr-only">City</dt>
        <dd>{company.city ?? "N/A"}</dd>
        <dt className="sr-only">Founded</dt>
        <dd>{company.year_founded ? `Founded ${company.year_founded}` : "Founded N/A"}</dd>
        <dt className="sr-only">Funding</dt>
        <dd>
          Funding{" "}
          {company.funding_millions !== null ? formatMillions(company.funding_millions) : "N/A"}
        </dd>
        <dt className="sr-only">Valuation</dt>
        <dd>
          Valuation{" "}
          {company.valuation_millions !== null ? formatMillions(company.valuation_millions) : "N/A"}
        </dd>
      </dl>
      {company.headlines.length > 0 && (
        <ul className={styles.headlines} aria-label="Latest headlines">
          {company.headlines.map((headline) => (
            <HeadlineLine key={headline.id} headline={headline} />
          ))}
        </ul>
      )}
      <p className={styles.updated}>Last updated {formatLongDate(company.date_updated, "Never")}</p>
    </article>
  );
}

function HeadlineLine({ headline }: { headline: CardHeadline }) {
  const url = safeHttpUrl(headline.url);
  return (
    <li>
      <HeadlineTypeBadge type={headline.headline_type} />
      <span className="line-clamp-2">
        {url ? (
          <a href={url} {...externalLinkProps}>
            {headline.description}
          </a>
        ) : (
          headline.description
        )}
        {headline.headline_type === "funding" && headline.total_amount !== null && (
          <span className="ml-1 font-semibold text-green-700">
            {formatCompactUsd(headline.total_amount)}
          </span>
        )}
      </span>
    </li>
  );
}
