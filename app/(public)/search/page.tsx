import type { Metadata } from "next";
import { SearchResultsView } from "@/components/site/search/search-results";
import { SiteSearch } from "@/components/site/search/site-search";
import { search, SEARCH_KINDS } from "@/lib/search";
import { zeroResultHelp } from "@/lib/search/zero-results";

// The results page of the site's search (/search?q=): a section per kind with its count and
// a link to the whole list. Rendered per request; not indexed, like the lists' searches.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const queryOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = queryOf((await searchParams).q).trim();
  return {
    title: query ? `Search: ${query.slice(0, 60)}` : "Search",
    robots: { index: false },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = queryOf(params.q);
  // `exact=1`: the words as typed, after "search instead for".
  const exact = queryOf(params.exact) === "1";
  const results = query.trim() ? await search(query, { limit: 10, exact }) : null;
  const nothing = results && SEARCH_KINDS.every((kind) => results[kind].total === 0);
  const help = nothing ? await zeroResultHelp(query) : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand">Search</h1>
      <SiteSearch id="results-search" size="large" defaultValue={query} />
      {results && <SearchResultsView query={query} results={results} help={help} />}
    </div>
  );
}
