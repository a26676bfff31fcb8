"use client";

// A client component for the same reason as the headline card: the page's RSC payload then
// carries each card's few words (gallery-card-data.ts) rather than the rendered tree of it.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { tagListHref } from "@/lib/domain/list-state";
import { externalLinkProps } from "@/components/ui/external-link";
import { CompanyLogo } from "../company-logo";
import { HeadlineTypeBadge } from "../headline-type-badge";
import { tagColor } from "../tag-color";
import type { GalleryCardData, GalleryHeadline } from "./gallery-card-data";
import styles from "./gallery-card.module.css";
import { StarCount } from "./star-count";

/** A company in the gallery view. */
export function GalleryCard({ card }: { card: GalleryCardData }) {
  return (
    <article className={styles.card}>
      {card.isNew && (
        <Badge color="danger" className="absolute right-3 top-3">
          NEW
        </Badge>
      )}
      <div className={styles.head}>
        <CompanyLogo src={card.logoSrc} name={card.name} />
        <div className="min-w-0">
          <h3 className={styles.name}>
            <Link href={`/organizations/${card.shortname}`}>{card.name}</Link>
          </h3>
          {!card.published && <Badge color="warning">Unpublished</Badge>}
        </div>
      </div>
      <p className={styles.description}>{card.description}</p>
      <ul className={styles.tags} aria-label="Tags">
        {card.tags.map((tag) => (
          <li key={tag.id}>
            <Link href={tagListHref(tag.id)} className="hover:opacity-80">
              <Badge color={tagColor(tag.category)}>{tag.name}</Badge>
            </Link>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <Fact term="City" value={card.city} />
        <Fact term="Founded" value={card.founded} />
        <Fact term="Funding" value={card.funding} />
        <Fact term="Valuation" value={card.valuation} />
        {card.stars && (
          <>
            <dt className="sr-only">GitHub stars</dt>
            <dd>
              <StarCount {...card.stars} />
            </dd>
          </>
        )}
      </dl>
      {card.headlines.length > 0 && (
        <ul className={styles.headlines} aria-label="Latest headlines">
          {card.headlines.map((headline) => (
            <HeadlineLine key={headline.id} headline={headline} />
          ))}
        </ul>
      )}
      <p className={styles.updated}>{card.updated}</p>
    </article>
  );
}

// A known fact of the card; an unknown one leaves its line out.
function Fact({ term, value }: { term: string; value: string | null }) {
  if (value === null) return null;
  return (
    <>
      <dt className="sr-only">{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function HeadlineLine({ headline }: { headline: GalleryHeadline }) {
  return (
    <li>
      <HeadlineTypeBadge type={headline.type} />
      <span className="line-clamp-2">
        {headline.url ? (
          <a href={headline.url} {...externalLinkProps}>
            {headline.text}
          </a>
        ) : (
          headline.text
        )}
        {headline.amount !== null && (
          <span className="ml-1 font-semibold text-green-700">{headline.amount}</span>
        )}
      </span>
    </li>
  );
}
