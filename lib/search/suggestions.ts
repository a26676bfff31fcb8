import "server-only";
import { companyLogoSrc, safeHttpUrl } from "@/lib/domain/urls";
import { search, type SearchResults } from "./index";

// The header box's suggestions: at most SUGGESTION_COUNT, grouped by kind in this order, each
// kind first given its share, then the rest of the places to whichever kinds have more.

export const SUGGESTION_COUNT = 8;
const SHARES = { companies: 4, people: 2, tags: 1, headlines: 1 } as const;
type Kind = keyof typeof SHARES;
const KINDS = Object.keys(SHARES) as Kind[];

export type Suggestion =
  | { kind: "company"; href: string; name: string; detail: string | null; logo: string }
  | { kind: "person"; href: string; name: string; detail: string | null }
  | { kind: "tag"; href: string; name: string; detail: string }
  | { kind: "headline"; href: string; name: string; detail: string | null };

export type SuggestionsAnswer = { correction: string | null; suggestions: Suggestion[] };

/** How many of each kind's results to suggest, given how many each has. */
export function suggestionCounts(available: Record<Kind, number>): Record<Kind, number> {
  const counts = Object.fromEntries(
    KINDS.map((kind) => [kind, Math.min(SHARES[kind], available[kind])]),
  ) as Record<Kind, number>;
  let left = SUGGESTION_COUNT - KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  for (const kind of KINDS) {
    const more = Math.min(left, available[kind] - counts[kind]);
    counts[kind] += more;
    left -= more;
  }
  return counts;
}

const companyCount = (count: number) => `${count} ${count === 1 ? "company" : "companies"}`;

/** The suggestions of a search, grouped by kind. */
function suggestionsOf(results: SearchResults<number | null>): SuggestionsAnswer {
  const counts = suggestionCounts({
    companies: results.companies.hits.length,
    people: results.people.hits.length,
    tags: results.tags.hits.length,
    headlines: results.headlines.hits.length,
  });
  const suggestions: Suggestion[] = [
    ...results.companies.hits.slice(0, counts.companies).map((hit) => ({
      kind: "company" as const,
      href: `/organizations/${encodeURIComponent(hit.shortname)}`,
      name: hit.name,
      detail: hit.short_description,
      logo: companyLogoSrc(hit),
    })),
    ...results.people.hits.slice(0, counts.people).map((hit) => ({
      kind: "person" as const,
      href: `/people/${hit.id}`,
      name: hit.name,
      detail: hit.companies.join(", ") || null,
    })),
    ...results.tags.hits.slice(0, counts.tags).map((hit) => ({
      kind: "tag" as const,
      href: `/organizations?tags=${hit.id}`,
      name: hit.name,
      detail: companyCount(hit.companies),
    })),
    ...results.headlines.hits.slice(0, counts.headlines).map((hit) => ({
      kind: "headline" as const,
      // Stored URLs are http(s) only; a headline never links anywhere else.
      href: safeHttpUrl(hit.url) ?? "/headlines",
      name: hit.description,
      detail: [hit.headline_date, hit.media_outlet].filter(Boolean).join(" · ") || null,
    })),
  ];
  return { correction: results.correction, suggestions };
}

/** The header box's suggestions for `query`: each kind's best hits, counting none. */
export async function suggest(query: string): Promise<SuggestionsAnswer> {
  return suggestionsOf(await search(query, { limit: SUGGESTION_COUNT, counted: false }));
}
