// What a visitor's search finds, by the names a results page shows: companies' and people's
// names, headlines' titles, in the engine's order.
import { search } from "@/lib/search";

export async function companiesFound(query: string): Promise<string[]> {
  const { companies } = await search(query, { kinds: ["companies"] });
  return companies.hits.map((hit) => hit.name);
}

export async function peopleFound(query: string): Promise<string[]> {
  const { people } = await search(query, { kinds: ["people"] });
  return people.hits.map((hit) => hit.name);
}

export async function headlinesFound(query: string): Promise<string[]> {
  const { headlines } = await search(query, { kinds: ["headlines"] });
  return headlines.hits.map((hit) => hit.description);
}

/** The companies each query finds, to compare every query in one assertion. */
export async function companiesFoundBy(queries: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const query of queries) found[query] = (await companiesFound(query)).sort();
  return found;
}
