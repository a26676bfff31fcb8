import "server-only";
import { and, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { KEY_PEOPLE, OPEN_SOURCE, PROJECTS, VALUATION, type CompanyDetail } from "./company-detail";
import { headlineCount, latestHeadlines, TAGS } from "./fragments";
import { getFundingRounds, type FundingRound } from "./funding-rounds";
import { O, PUBLIC_ORGANIZATION, PUBLISHED_HEADLINE } from "./visibility";

/** How many of a company's latest headlines of the last 12 months the comparison links. */
export const COMPARED_HEADLINES = 3;

// Published headlines of the last 12 months, on headline `h` (undated ones are left out).
const RECENT_HEADLINE = sql`(${PUBLISHED_HEADLINE} and h.headline_date > current_date - interval '12 months')`;

const COMPARED_FIELDS = {
  id: O.id,
  name: O.name,
  shortname: O.shortname,
  city: O.city,
  year_founded: O.year_founded,
  funding_millions: O.funding_millions,
  total_funding: O.total_funding,
  valuation: VALUATION,
  key_people: KEY_PEOPLE,
  projects: PROJECTS,
  open_source: OPEN_SOURCE,
  tags: TAGS,
  recent_headline_count: headlineCount(RECENT_HEADLINE),
  recent_headlines: latestHeadlines(RECENT_HEADLINE, COMPARED_HEADLINES),
};

export type ComparedCompany = Pick<
  CompanyDetail,
  | "id"
  | "name"
  | "shortname"
  | "city"
  | "year_founded"
  | "funding_millions"
  | "total_funding"
  | "valuation"
  | "key_people"
  | "projects"
  | "open_source"
  | "tags"
> & {
  recent_headline_count: number;
  recent_headlines: CompanyDetail["recent_headlines"];
  /** Its published funding headlines, newest first. */
  rounds: FundingRound[];
};

/**
 * The published companies among `shortnames` with what the comparison shows of each, in no
 * particular order: one query for the companies, then one per company for its rounds.
 */
export async function getComparedCompanies(
  shortnames: readonly string[],
): Promise<ComparedCompany[]> {
  if (shortnames.length === 0) return [];
  const db = await getDb();
  const companies = await db
    .select(COMPARED_FIELDS)
    .from(O)
    .where(and(inArray(O.shortname, [...shortnames]), PUBLIC_ORGANIZATION));
  const rounds = await Promise.all(companies.map((company) => getFundingRounds(company.id)));
  return companies.map((company, index) => ({ ...company, rounds: rounds[index] }));
}

/** The names of the published companies among `shortnames` (for a comparison's card). */
export async function getComparedNames(
  shortnames: readonly string[],
): Promise<{ name: string; shortname: string }[]> {
  if (shortnames.length === 0) return [];
  const db = await getDb();
  return db
    .select({ name: O.name, shortname: O.shortname })
    .from(O)
    .where(and(inArray(O.shortname, [...shortnames]), PUBLIC_ORGANIZATION));
}
