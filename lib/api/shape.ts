import { pageUrl } from "@/lib/site-url";
import type { CompanySummary } from "@/lib/queries/company-keyset";
import type { CompanyRecord } from "@/lib/queries/company-detail";
import type { CardTag } from "@/lib/queries/fragments";
import type { FundingRound } from "@/lib/queries/funding-rounds";
import type { HeadlineSummary } from "@/lib/queries/headline-keyset";
import type { PersonDetail } from "@/lib/queries/people";
import type { PersonSummary } from "@/lib/queries/people-keyset";
import type { SimilarCompany } from "@/lib/queries/similar-companies";
import { openRepository, openSourceFigures } from "@/lib/queries/open-data/repository-figures";

// The public reads' rows in the API's field names (those of the company JSON upload shape);
// the schemas (schemas.ts) then check them and drop any other column.

type Valuation = { amount: number; date: string; source_url: string | null };

/** The absolute URL of a company's page. */
export const companyPageUrl = (shortname: string) =>
  pageUrl(`/organizations/${encodeURIComponent(shortname)}`);

const tagOf = ({ id, name, category }: CardTag) => ({ id, name, category: category ?? "Other" });

/** A company of the list. */
export function companySummary(row: Omit<CompanySummary, "sort_value">) {
  return {
    ...row,
    published: true,
    tags: row.tags.map(tagOf),
    url: companyPageUrl(row.shortname),
  };
}

/** A company with its people, projects, socials, valuations, funding rounds and GitHub figures. */
export function companyDetail(
  company: CompanyRecord,
  valuations: Valuation[],
  rounds: FundingRound[],
  similar: SimilarCompany[],
) {
  return {
    ...company,
    websites: company.websites.map((website) => website.url),
    tags: company.tags.map(tagOf),
    key_people: company.key_people.map(({ id, social_accounts, ...person }) => ({
      ...person,
      person_id: id,
      social_accounts: social_accounts.map(({ account_type, url }) => ({ account_type, url })),
    })),
    projects: company.projects.map(({ id, repository, ...project }) => ({
      ...project,
      project_id: id,
      repository: openRepository(repository),
    })),
    valuation: valuations.at(-1) ?? null,
    valuations,
    funding_rounds: rounds,
    open_source: openSourceFigures(company.open_source),
    similar_companies: similar.map((other) => ({
      ...other,
      url: companyPageUrl(other.shortname),
    })),
    url: companyPageUrl(company.shortname),
  };
}

/** A person of the list. */
export function personSummary(row: Omit<PersonSummary, "sort_value">) {
  return { ...row, url: pageUrl(`/people/${row.id}`) };
}

/** A person with their social accounts. */
export function personDetail(person: PersonDetail) {
  return {
    ...person,
    social_accounts: person.social_accounts.map(({ account_type, url }) => ({ account_type, url })),
    url: pageUrl(`/people/${person.id}`),
  };
}

/** A headline, its companies by name as in the seed file. */
export function headlineOf(row: Omit<HeadlineSummary, "sort_value">) {
  return { ...row, companies: row.organizations.map((organization) => organization.name) };
}
