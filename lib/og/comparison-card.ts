import type { CardCompany } from "@/lib/domain/og-template";

/**
 * A comparison's card, drawn by the companies' card template (lib/og/render-card.ts): the
 * names where a company's name goes, a line saying what the page is; no logo, no details.
 */
export function comparisonCardText(names: readonly string[]): CardCompany {
  return {
    name: names.length > 0 ? names.join(" vs ") : "Compare companies",
    shortname: "compare",
    short_description: "Side by side: funding, people, projects and headlines",
    description: null,
    city: null,
    year_founded: null,
    total_funding: null,
    logo_url: null,
    fallback_avatar: false,
    website: null,
  };
}
