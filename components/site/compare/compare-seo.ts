import type { Metadata } from "next";
import { COMPARE_PARAM, comparisonTitle, compareValue } from "@/lib/domain/compare-list";

/** The path of a comparison's social card. */
export const COMPARE_CARD_PATH = "/compare/card.png";

/** More companies than this, and the comparison is not indexed (too many combinations). */
const MOST_INDEXED = 2;

type Compared = { name: string; shortname: string };

/** Title, description, canonical URL, social card and robots of a comparison. */
export function compareMetadata(companies: readonly Compared[], canonical: string): Metadata {
  const title = comparisonTitle(companies);
  const description =
    companies.length > 1
      ? `${title} side by side: founding, headquarters, funding, valuation, people, projects and headlines.`
      : "Compare commercial open source companies side by side: funding, people, projects and headlines.";
  const value = compareValue(companies.map((company) => company.shortname));
  const card = `${COMPARE_CARD_PATH}${value ? `?${COMPARE_PARAM}=${value}` : ""}`;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      title,
      description,
      url: canonical,
      type: "website",
      images: [{ url: card, width: 1200, height: 630, alt: title }],
    },
    twitter: { card: "summary_large_image", title, description, images: [card] },
    robots: companies.length > MOST_INDEXED ? { index: false } : undefined,
  };
}
