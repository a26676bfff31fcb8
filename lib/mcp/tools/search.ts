import "server-only";
import { z } from "zod";
import { companiesEndpoint, companyListStateOf } from "@/lib/api/endpoints/companies";
import { headlinesEndpoint } from "@/lib/api/endpoints/headlines";
import { peopleEndpoint } from "@/lib/api/endpoints/people";
import { HEADLINE_TYPES, ORGANIZATION_TYPES } from "@/lib/domain/constants";
import { FUNDING_RANGES } from "@/lib/domain/funding-ranges";
import { DEFAULT_HEADLINES_STATE, headlinesHref } from "@/lib/domain/headlines-state";
import { listHref, MAX_SEARCH_LENGTH, MAX_TAGS, tagListHref } from "@/lib/domain/list-state";
import { DEFAULT_PEOPLE_STATE, peopleHref } from "@/lib/domain/people-state";
import { search } from "@/lib/search";
import { askApiRows } from "../ask-api";
import { MAX_RESULTS } from "../limits";
import { pageUrl } from "@/lib/site-url";
import { defineTool, ToolRefusal } from "../tool";
import { dateArgument, shortnameArgument } from "./arguments";
import { publishedShortname } from "./published-company";

// search: the site's one engine (lib/search), as the API's `q` reads it for companies, people
// and headlines (the same handlers, so the same answers), and as /search reads it for tags.

const KINDS = ["companies", "people", "tags", "headlines"] as const;

const COMPANY_FILTERS = [
  "type",
  "tags",
  "all_tags",
  "founded_from",
  "founded_to",
  "funding",
  "has_valuation",
];
const HEADLINE_FILTERS = ["type", "company", "since", "until"];

const year = z.int().min(1800).max(9999);

const filtersSchema = z
  .object({
    type: z
      .enum([...ORGANIZATION_TYPES, ...HEADLINE_TYPES])
      .optional()
      .describe(
        `companies: ${ORGANIZATION_TYPES.join(", ")}; headlines: ${HEADLINE_TYPES.join(", ")}`,
      ),
    tags: z
      .array(z.int().min(1))
      .min(1)
      .max(MAX_TAGS)
      .optional()
      .describe("companies: tag ids (found with kind tags); companies with any of them"),
    all_tags: z.boolean().optional().describe("companies: true for companies with all the tags"),
    founded_from: year.optional().describe("companies: founded in this year or later"),
    founded_to: year.optional().describe("companies: founded in this year or earlier"),
    funding: z
      .enum(FUNDING_RANGES)
      .optional()
      .describe("companies: funding range in USD; not-disclosed for none"),
    has_valuation: z.boolean().optional().describe("companies: only those with a valuation"),
    company: shortnameArgument.optional().describe("headlines: those of this company"),
    since: dateArgument.optional().describe("headlines: dated on or after this day"),
    until: dateArgument.optional().describe("headlines: dated on or before this day"),
  })
  .strict();

type Filters = z.output<typeof filtersSchema>;

function checkFiltersApply(kind: (typeof KINDS)[number], filters: Filters) {
  const allowed =
    kind === "companies" ? COMPANY_FILTERS : kind === "headlines" ? HEADLINE_FILTERS : [];
  const wrong = Object.keys(filters).find((name) => !allowed.includes(name));
  if (wrong) {
    const which = allowed.length ? `takes only ${allowed.join(", ")}` : "takes no filters";
    throw new ToolRefusal(`The filter "${wrong}" does not apply: a search of ${kind} ${which}.`);
  }
  const type = filters.type as string | undefined;
  const types: readonly string[] = kind === "companies" ? ORGANIZATION_TYPES : HEADLINE_TYPES;
  if (type && !types.includes(type)) {
    throw new ToolRefusal(`The type "${type}" is not one of ${kind}: ${types.join(", ")}.`);
  }
}

async function searchCompanies(query: string, filters: Filters, limit: number) {
  const values = {
    q: query,
    type: filters.type,
    tags: filters.tags?.join(","),
    filterMode: filters.all_tags ? "all" : undefined,
    founded_from: filters.founded_from,
    founded_to: filters.founded_to,
    funding: filters.funding,
    has_valuation: filters.has_valuation ? "true" : undefined,
  };
  const results = await askApiRows(companiesEndpoint, { ...values, sort: "relevance", limit });
  return { url: pageUrl(listHref(companyListStateOf(values))), results };
}

async function searchHeadlines(query: string, filters: Filters, limit: number) {
  const { type, since, until } = filters;
  const company = filters.company && (await publishedShortname(filters.company));
  const results = await askApiRows(headlinesEndpoint, {
    q: query,
    type,
    company,
    since,
    until,
    limit,
  });
  const state = {
    ...DEFAULT_HEADLINES_STATE,
    q: query,
    type: (type as (typeof HEADLINE_TYPES)[number] | undefined) ?? null,
    company: company ?? null,
    from: since ?? null,
    to: until ?? null,
  };
  return { url: pageUrl(headlinesHref(state)), results };
}

async function searchPeople(query: string, limit: number) {
  const results = await askApiRows(peopleEndpoint, { q: query, limit });
  return { url: pageUrl(peopleHref({ ...DEFAULT_PEOPLE_STATE, search: query })), results };
}

async function searchTags(query: string, limit: number) {
  const found = await search(query, { kinds: ["tags"], limit, counted: false });
  const results = found.tags.hits.map((tag) => ({ ...tag, url: pageUrl(tagListHref(tag.id)) }));
  return { url: pageUrl(`/search?${new URLSearchParams({ q: query })}`), results };
}

export const searchTool = defineTool({
  name: "search",
  title: "Search the directory",
  description:
    "Find commercial open source companies, people, tags or news headlines with the site's search (names, taglines, tags, projects, descriptions; typos are forgiven), best match first. For a question such as 'which companies do vector databases?', search companies for the topic's words ('vector database'). Each result has the URL of its page on the site to cite; `url` is the site's page of the same search. Companies and headlines take filters (tag ids come from a search of kind tags).",
  inputSchema: z
    .object({
      kind: z.enum(KINDS).default("companies").describe("What to find (default companies)."),
      query: z
        .string()
        .trim()
        .min(1)
        .max(MAX_SEARCH_LENGTH)
        .describe(`The words to search for, at most ${MAX_SEARCH_LENGTH} characters.`),
      filters: filtersSchema.optional().describe("Narrow companies or headlines further."),
      limit: z
        .int()
        .min(1)
        .max(MAX_RESULTS)
        .default(10)
        .describe(`How many results, 1 to ${MAX_RESULTS} (default 10).`),
    })
    .strict(),
  async run({ kind, query, filters = {}, limit }) {
    checkFiltersApply(kind, filters);
    const found =
      kind === "companies"
        ? await searchCompanies(query, filters, limit)
        : kind === "headlines"
          ? await searchHeadlines(query, filters, limit)
          : kind === "people"
            ? await searchPeople(query, limit)
            : await searchTags(query, limit);
    return { kind, query, ...found };
  },
});
