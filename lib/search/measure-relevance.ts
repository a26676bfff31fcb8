import "server-only";
import { search, type SearchResults } from "./index";
import {
  outcomeOf,
  relevanceReport,
  type RelevanceQuery,
  type RelevanceReport,
  type Returned,
} from "./relevance";

// The relevance figures of lib/search/relevance.ts, measured on the process's database.

/** The answers each hit of `results` stands for, by kind (see relevance.ts). */
const returnedBy = (results: SearchResults): Returned => ({
  companies: results.companies.hits.map((hit) => [hit.shortname]),
  people: results.people.hits.map((hit) => [hit.name]),
  headlines: results.headlines.hits.map((hit) => hit.companies.map((c) => c.shortname)),
});

/** Runs each of `queries` through search(), one after another, and reports how it fared. */
export async function measureRelevance(queries: RelevanceQuery[]): Promise<RelevanceReport> {
  const outcomes = [];
  for (const query of queries) {
    const results = await search(query.query, { kinds: ["companies", "people", "headlines"] });
    outcomes.push(outcomeOf(query, returnedBy(results)));
  }
  return relevanceReport(outcomes);
}
