import { headlineTypeBadge } from "@/lib/domain/headline-types";
import {
  headlinesHref,
  type HeadlinePeriod,
  type HeadlinesState,
} from "@/lib/domain/headlines-state";
import type { HeadlineFacets } from "@/lib/queries/headline-search";
import { Facet, FacetLink } from "../facets";
import type { FilterRemoval } from "../filter-chips";

type Props = { state: HeadlinesState; facets: HeadlineFacets };

export const PERIOD_LABELS: Record<HeadlinePeriod, string> = {
  "this-year": "This year",
  "last-12-months": "Last 12 months",
};

/** The state after a change of its facets, on its first page. */
const changed = (state: HeadlinesState, change: Partial<HeadlinesState>) =>
  headlinesHref({ ...state, ...change, page: 1 });

/** The headlines page's facets: type, period and company, each value with its count. */
export function HeadlineFacetLinks({ state, facets }: Props) {
  return (
    <nav aria-label="Refine the headlines" className="space-y-5 text-sm">
      <Facet title="Type">
        {facets.types.map(({ type, headlines }) => (
          <FacetLink
            key={type}
            label={headlineTypeBadge(type).label}
            count={headlines}
            chosen={state.type === type}
            href={changed(state, { type: state.type === type ? null : type })}
          />
        ))}
      </Facet>
      <Facet title="Date">
        {facets.periods.map(({ period, headlines }) => (
          <FacetLink
            key={period}
            label={PERIOD_LABELS[period]}
            count={headlines}
            chosen={state.period === period}
            href={changed(state, {
              period: state.period === period ? null : period,
              from: null,
              to: null,
            })}
          />
        ))}
      </Facet>
      {facets.companies.length > 0 && (
        <Facet title="Company">
          {facets.companies.map(({ name, shortname, headlines }) => (
            <FacetLink
              key={shortname}
              label={name}
              count={headlines}
              chosen={state.company === shortname}
              href={changed(state, { company: state.company === shortname ? null : shortname })}
            />
          ))}
        </Facet>
      )}
    </nav>
  );
}

/** Each filter the headlines page applies, with its URL without it. */
export function headlineFilterRemovals(state: HeadlinesState): FilterRemoval[] {
  const removals: FilterRemoval[] = [];
  if (state.q) removals.push({ label: `Search "${state.q}"`, href: changed(state, { q: "" }) });
  if (state.type) {
    const label = headlineTypeBadge(state.type).label;
    removals.push({ label, href: changed(state, { type: null }) });
  }
  if (state.period) {
    removals.push({ label: PERIOD_LABELS[state.period], href: changed(state, { period: null }) });
  }
  if (state.from)
    removals.push({ label: `From ${state.from}`, href: changed(state, { from: null }) });
  if (state.to) removals.push({ label: `To ${state.to}`, href: changed(state, { to: null }) });
  if (state.company) {
    removals.push({ label: `Company: ${state.company}`, href: changed(state, { company: null }) });
  }
  return removals;
}
