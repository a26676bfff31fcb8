import { comparisonTitle } from "@/lib/domain/compare-list";
import type { CardCompany } from "@/lib/domain/og-template";

/**
 * A comparison's card, drawn by the companies' card template (lib/og/render-card.ts): the
 * page's title ("Neon vs Supabase") where a company's name goes, and nothing else of a company
 * (four names take two lines, which a tagline under them would run into).
 */
export function comparisonCardText(companies: readonly { name: string }[]): CardCompany {
  return {
    name: comparisonTitle(companies),
    shortname: "compare",
    short_description: null,
    description: null,
    city: null,
    year_founded: null,
    funding_millions: null,
    logo_url: null,
    fallback_avatar: false,
    website: null,
  };
}
