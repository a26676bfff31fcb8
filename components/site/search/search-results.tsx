import Link from "next/link";
import { DEFAULT_HEADLINES_STATE, headlinesHref } from "@/lib/domain/headlines-state";
import { DEFAULT_LIST_STATE, defaultSort, listHref, tagListHref } from "@/lib/domain/list-state";
import { DEFAULT_PEOPLE_STATE, peopleHref } from "@/lib/domain/people-state";
import { companyLogoSrc } from "@/lib/domain/urls";
import { MAX_QUERY_LENGTH } from "@/lib/search/words";
import type { SearchResults } from "@/lib/search";
import type { ZeroResultHelp } from "@/lib/search/zero-results";
import { NoResultsHelp } from "../companies/no-results-help";
import { CompanyLogo } from "../company-logo";
import { OutboundLink } from "../outbound-link";
import { ResultSection } from "./result-section";

type Props = { query: string; results: SearchResults; help: ZeroResultHelp | null };

/** The search results page of a query, `exact` to search its words as typed. */
export const searchHref = (query: string, exact = false) =>
  `/search?${new URLSearchParams(exact ? { q: query, exact: "1" } : { q: query })}`;

/** What a search found, a section per kind, or the ways on when it found nothing. */
export function SearchResultsView({ query, results, help }: Props) {
  const { companies, people, headlines, tags, correction, cut } = results;
  const total = companies.total + people.total + headlines.total + tags.total;
  const search = query.trim();
  return (
    <div className="space-y-6">
      {cut && (
        <p className="text-sm text-slate-600">
          Only the first {MAX_QUERY_LENGTH} characters of the query were searched.
        </p>
      )}
      {correction && (
        <p className="text-slate-700">
          Showing results for <strong>{correction}</strong> — search instead for{" "}
          <Link href={searchHref(search, true)} className="text-link underline">
            {search}
          </Link>
        </p>
      )}
      {total === 0 && <NothingFound query={search} help={help} />}
      <ResultSection
        title="Companies"
        total={companies.total}
        allHref={listHref({ ...DEFAULT_LIST_STATE, ...defaultSort(search), search })}
      >
        {companies.hits.map((company) => (
          <li key={company.id} className="flex items-center gap-3">
            <CompanyLogo src={companyLogoSrc(company)} name={company.name} size={32} />
            <div className="min-w-0">
              <Link
                href={`/organizations/${encodeURIComponent(company.shortname)}`}
                className="font-semibold text-link underline-offset-2 hover:underline"
              >
                {company.name}
              </Link>
              {company.short_description && (
                <p className="truncate text-sm text-slate-600">{company.short_description}</p>
              )}
            </div>
          </li>
        ))}
      </ResultSection>
      <ResultSection
        title="People"
        total={people.total}
        allHref={peopleHref({ ...DEFAULT_PEOPLE_STATE, search })}
      >
        {people.hits.map((person) => (
          <li key={person.id}>
            <Link href={`/people/${person.id}`} className="font-semibold text-link hover:underline">
              {person.name}
            </Link>
            {person.companies.length > 0 && (
              <span className="text-sm text-slate-600"> · {person.companies.join(", ")}</span>
            )}
          </li>
        ))}
      </ResultSection>
      <ResultSection title="Tags" total={tags.total}>
        {tags.hits.map((tag) => (
          <li key={tag.id}>
            <Link href={tagListHref(tag.id)} className="text-link hover:underline">
              {tag.name}
            </Link>
            <span className="text-sm text-slate-600">
              {" "}
              · {tag.companies} {tag.companies === 1 ? "company" : "companies"}
            </span>
          </li>
        ))}
      </ResultSection>
      <ResultSection
        title="Headlines"
        total={headlines.total}
        allHref={headlinesHref({ ...DEFAULT_HEADLINES_STATE, q: search })}
      >
        {headlines.hits.map((headline) => (
          <li key={headline.id}>
            <OutboundLink url={headline.url} className="text-link hover:underline">
              {headline.description}
            </OutboundLink>
            <span className="block text-sm text-slate-600">
              {[headline.headline_date, headline.media_outlet].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
      </ResultSection>
    </div>
  );
}

/** A search that found nothing: the names it looks like and the tags that share a word. */
function NothingFound({ query, help }: { query: string; help: ZeroResultHelp | null }) {
  return (
    <div className="space-y-4 text-slate-700">
      <p>
        Nothing matches <strong>{query}</strong>. Try fewer words, or browse the{" "}
        <Link href="/organizations" className="text-link underline">
          companies
        </Link>{" "}
        and their tags.
      </p>
      <NoResultsHelp help={help} />
    </div>
  );
}
