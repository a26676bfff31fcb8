import { TAG_CATEGORIES } from "@/lib/domain/constants";
import { changeListState, listHref, type ListState } from "@/lib/domain/list-state";
import type { CompanyFacets, FacetTag } from "@/lib/queries/company-facets";
import { capitalized, Facet, FacetLink } from "../facets";
import { FoundedFacet, FundingFacet, ValuationFacet } from "./fact-facets";

type Props = { state: ListState; facets: CompanyFacets };

// The most tags a category shows before "Show all".
const FIRST_TAGS = 8;

/**
 * The list's facets: its types, the companies' facts (year founded, funding, valuation) and
 * each tag category's tags, each with the number of companies choosing it would show, as links
 * to the list with it chosen (or, chosen, without it).
 */
export function ListFacets({ state, facets }: Props) {
  return (
    <nav aria-label="Refine the list" className="space-y-5 text-sm">
      <Facet title="Type">
        {facets.types.map(({ type, companies }) => (
          <FacetLink
            key={type}
            label={capitalized(type)}
            count={companies}
            chosen={state.type === type}
            href={listHref(changeListState(state, { type: state.type === type ? "all" : type }))}
          />
        ))}
      </Facet>
      <FoundedFacet state={state} facets={facets} />
      <FundingFacet state={state} facets={facets} />
      <ValuationFacet state={state} facets={facets} />
      {TAG_CATEGORIES.map((category) => {
        const tags = facets.tags.filter((tag) => tag.category === category);
        if (tags.length === 0) return null;
        const links = (shown: FacetTag[]) =>
          shown.map((tag) => (
            <FacetLink
              key={tag.id}
              label={tag.name}
              count={tag.companies}
              chosen={state.tags.includes(tag.id)}
              href={listHref(changeListState(state, { tags: toggled(state.tags, tag.id) }))}
            />
          ));
        return (
          <Facet key={category} title={capitalized(category)}>
            {links(tags.slice(0, FIRST_TAGS))}
            {tags.length > FIRST_TAGS && (
              <li>
                <details>
                  <summary className="cursor-pointer text-brand">Show all {tags.length}</summary>
                  <ul className="mt-1 space-y-1">{links(tags.slice(FIRST_TAGS))}</ul>
                </details>
              </li>
            )}
          </Facet>
        );
      })}
    </nav>
  );
}

const toggled = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
