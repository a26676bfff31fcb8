import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import type {
  HeadlineCard as HeadlineCardData,
  HeadlineFacets,
  HeadlinesPage,
} from "@/lib/queries/headline-search";
import { FilterChips } from "../filter-chips";
import { headlineFilterRemovals, HeadlineFacetLinks } from "./headline-facets";
import { HeadlineCard } from "./headline-card";
import { HeadlinesCarousel } from "./headlines-carousel";
import { headlinesCodec, headlinesHref, type HeadlinesState } from "@/lib/domain/headlines-state";
import { PagedResults } from "../paged-results";
import { SearchBox } from "../search-box";

type Props = {
  state: HeadlinesState;
  carousel: HeadlineCardData[];
  results: HeadlinesPage;
  facets: HeadlineFacets;
  isAdmin: boolean;
};

const addClass =
  "rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-light";

/** /headlines: the carousel of the latest headlines, then the search with its results. */
export function HeadlinesDirectory({ state, carousel, results, facets, isAdmin }: Props) {
  const shown = { ...state, page: results.page };

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand">Headlines</h1>
        {isAdmin && (
          <Link href="/admin/headlines/new" className={addClass}>
            Add Headline
          </Link>
        )}
      </div>
      <HeadlinesCarousel headlines={carousel} isAdmin={isAdmin} />
      <section aria-labelledby="search-headlines" className="space-y-6">
        <div>
          <h2 id="search-headlines" className="text-xl font-bold text-brand">
            Search Headlines
          </h2>
          <p className="mt-1 text-slate-600">Find news and updates from the COSS ecosystem</p>
        </div>
        <SearchBox
          action="/headlines"
          param="q"
          value={state.q}
          label="Search headlines"
          placeholder="Search headlines..."
          kept={[...headlinesCodec.write({ ...state, q: "", page: 1 })]}
        />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <HeadlineFacetLinks state={shown} facets={facets} />
          <div className="space-y-4">
            <FilterChips removals={headlineFilterRemovals(shown)} />
            <Results result={results} state={shown} isAdmin={isAdmin} />
          </div>
        </div>
      </section>
    </div>
  );
}

type ResultsProps = { result: HeadlinesPage; state: HeadlinesState; isAdmin: boolean };

function Results({ result, state, isAdmin }: ResultsProps) {
  if (result.items.length === 0) {
    return (
      <EmptyState title="No headlines found">
        {state.q || headlineFilterRemovals(state).length > 0
          ? "Try adjusting your search query."
          : null}
      </EmptyState>
    );
  }
  return (
    <PagedResults
      result={result}
      noun="headlines"
      hrefFor={(page) => headlinesHref({ ...state, page })}
    >
      <ul aria-label="Search results" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {result.items.map((headline: HeadlineCardData) => (
          <li key={headline.id} className="flex">
            <HeadlineCard headline={headline} isAdmin={isAdmin} className="w-full" />
          </li>
        ))}
      </ul>
    </PagedResults>
  );
}
