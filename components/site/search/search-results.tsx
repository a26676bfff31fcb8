import Link from "next/link";
import { companyLogoSrc } from "@/lib/domain/urls";
import { MAX_QUERY_LENGTH } from "@/lib/search/words";
import type { SearchResults } from "@/lib/search";
import { CompanyLogo } from "../company-logo";
import { OutboundLink } from "../outbound-link";
import { ResultSection } from "./result-section";

type Props = { query: string; results: SearchResults };

/** What a search found, a section per kind, or the ways on when it found nothing. */
export function SearchResultsView({ query, results }: Props) {
  const { companies, people, headlines, tags, correction, cut } = results;
  const total = companies.total + people.total + headlines.total + tags.total;
  return (
    <div className="space-y-6">
      {cut && (
        <p className="text-sm text-slate-600">
          Only the first {MAX_QUERY_LENGTH} characters of the query were searched.
        </p>
      )}
      {correction && (
        <p className="text-slate-700">
          Showing results for <strong>{correction}</strong>
        </p>
      )}
      {total === 0 && (
        <p className="text-slate-700">
          Nothing matches <strong>{query}</strong>. Try fewer words, or browse the{" "}
          <Link href="/organizations" className="text-brand underline">
            companies
          </Link>{" "}
          and their tags.
        </p>
      )}
      <ResultSection title="Companies" total={companies.total}>
        {companies.hits.map((company) => (
          <li key={company.id} className="flex items-center gap-3">
            <CompanyLogo src={companyLogoSrc(company)} name={company.name} size={32} />
            <div className="min-w-0">
              <Link
                href={`/organizations/${encodeURIComponent(company.shortname)}`}
                className="font-semibold text-brand underline-offset-2 hover:underline"
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
      <ResultSection title="People" total={people.total}>
        {people.hits.map((person) => (
          <li key={person.id}>
            <Link
              href={`/people/${person.id}`}
              className="font-semibold text-brand hover:underline"
            >
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
            <Link href={`/organizations?tags=${tag.id}`} className="text-brand hover:underline">
              {tag.name}
            </Link>
            <span className="text-sm text-slate-600">
              {" "}
              · {tag.companies} {tag.companies === 1 ? "company" : "companies"}
            </span>
          </li>
        ))}
      </ResultSection>
      <ResultSection title="Headlines" total={headlines.total}>
        {headlines.hits.map((headline) => (
          <li key={headline.id}>
            <OutboundLink url={headline.url} className="text-brand hover:underline">
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
