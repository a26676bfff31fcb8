import { decadeYears, thisYear } from "@/lib/domain/founded-years";
import { FUNDING_LABELS } from "@/lib/domain/funding-ranges";
import { changeListState, listHref, type ListState } from "@/lib/domain/list-state";
import type { CompanyFacets } from "@/lib/queries/company-facets";
import { Facet, FacetLink } from "../facets";
import { FoundedYearsForm } from "./founded-years-form";

type Props = { state: ListState; facets: CompanyFacets };

const href = (state: ListState, change: Partial<ListState>) =>
  listHref(changeListState(state, change));

/** "Year founded": a link per decade with companies, then a form for any range of years. */
export function FoundedFacet({ state, facets }: Props) {
  const latest = thisYear();
  return (
    <Facet title="Year founded">
      {facets.decades.map(({ decade, companies }) => {
        const years = decadeYears(decade, latest);
        const chosen =
          state.foundedFrom === years.foundedFrom && state.foundedTo === years.foundedTo;
        return (
          <FacetLink
            key={decade}
            label={`${decade}s`}
            count={companies}
            chosen={chosen}
            href={href(state, chosen ? { foundedFrom: null, foundedTo: null } : years)}
          />
        );
      })}
      <li>
        {/* Keyed by the range, so that a link choosing another range resets the boxes. */}
        <FoundedYearsForm
          key={`${state.foundedFrom}-${state.foundedTo}`}
          state={state}
          latest={latest}
        />
      </li>
    </Facet>
  );
}

/** "Funding": the ranges of disclosed funding that have companies (and the chosen one). */
export function FundingFacet({ state, facets }: Props) {
  const shown = facets.funding.filter(
    ({ range, companies }) => companies > 0 || state.funding === range,
  );
  if (shown.length === 0) return null;
  return (
    <Facet title="Funding">
      {shown.map(({ range, companies }) => (
        <FacetLink
          key={range}
          label={FUNDING_LABELS[range]}
          count={companies}
          chosen={state.funding === range}
          href={href(state, { funding: state.funding === range ? null : range })}
        />
      ))}
    </Facet>
  );
}

/** "Valuation": the toggle of the companies with at least one valuation. */
export function ValuationFacet({ state, facets }: Props) {
  if (facets.withValuation === 0 && !state.hasValuation) return null;
  return (
    <Facet title="Valuation">
      <FacetLink
        label="Has a valuation"
        count={facets.withValuation}
        chosen={state.hasValuation}
        href={href(state, { hasValuation: !state.hasValuation })}
      />
    </Facet>
  );
}
