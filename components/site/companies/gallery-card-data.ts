import { formatLongDate, isNew } from "@/lib/domain/dates";
import { TAG_CATEGORIES } from "@/lib/domain/constants";
import { formatCompactUsd, formatMillionsOrNull } from "@/lib/domain/money";
import { formatStarsCompact, formatStarsExact } from "@/lib/domain/star-count";
import { companyLogoSrc, safeHttpUrl } from "@/lib/domain/urls";
import type { CardTag, CompanyListItem } from "@/lib/queries/company-list";

const TAGS_PER_CATEGORY = 2;

/** A headline line of a card: its link (http(s) only) and, for a funding round, the amount. */
export type GalleryHeadline = {
  id: number;
  type: string;
  url: string | null;
  text: string;
  amount: string | null;
};

/**
 * What a gallery card shows, worked out on the server and nothing more: the page's payload
 * carries this for each card (a client component), so it holds no field the card leaves out.
 */
export type GalleryCardData = {
  shortname: string;
  name: string;
  logoSrc: string;
  isNew: boolean;
  published: boolean;
  description: string;
  tags: CardTag[];
  /** Each fact null when unknown: the card leaves its line out. */
  city: string | null;
  founded: string | null;
  funding: string | null;
  valuation: string | null;
  /** Total GitHub stars, compact ('80.1k') and exact ('80,123 stars'); null: no figures. */
  stars: { compact: string; exact: string } | null;
  headlines: GalleryHeadline[];
  updated: string;
};

const labelled = (label: string, value: string | number | null) =>
  value === null ? null : `${label} ${value}`;

/** A list item as its gallery card shows it: two tags of each category, in category order. */
export function galleryCardData(company: CompanyListItem, now: Date): GalleryCardData {
  return {
    shortname: company.shortname,
    name: company.name,
    logoSrc: companyLogoSrc(company),
    isNew: isNew(company.date_added, now),
    published: company.published,
    description: company.short_description || company.description || "No description available.",
    tags: TAG_CATEGORIES.flatMap((category) =>
      company.tags.filter((tag) => tag.category === category).slice(0, TAGS_PER_CATEGORY),
    ),
    city: company.city?.trim() || null,
    founded: labelled("Founded", company.year_founded),
    funding: labelled("Funding", formatMillionsOrNull(company.funding_millions)),
    valuation: labelled("Valuation", formatMillionsOrNull(company.valuation_millions)),
    stars:
      company.stars === null
        ? null
        : { compact: formatStarsCompact(company.stars), exact: formatStarsExact(company.stars) },
    headlines: company.headlines.map((headline) => ({
      id: headline.id,
      type: headline.headline_type,
      url: safeHttpUrl(headline.url),
      text: headline.description,
      amount:
        headline.headline_type === "funding" && headline.total_amount !== null
          ? formatCompactUsd(headline.total_amount)
          : null,
    })),
    updated: `Last updated ${formatLongDate(company.date_updated, "Never")}`,
  };
}
