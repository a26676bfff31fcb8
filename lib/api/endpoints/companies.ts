import { API_ROOT } from "@/lib/routes";
import { z } from "zod";
import { queryOf } from "@/lib/domain/list-codec";
import { FUNDING_RANGES } from "@/lib/domain/funding-ranges";
import {
  companyListCodec,
  MAX_TAGS,
  SORT_OPTIONS,
  TYPE_FILTERS,
  type ListState,
} from "@/lib/domain/list-state";
import { companySortCast } from "@/lib/queries/company-filters";
import { listCompaniesAfter } from "@/lib/queries/company-keyset";
import { companyPageSchema } from "../envelopes";
import type { Endpoint } from "../endpoint";
import { checkFoundedRange, foundedParams } from "../founded-params";
import { keysetPage } from "../keyset-page";
import { cursorParam, limitParam, oneOfParam, parseParams, searchParam } from "../params";
import { companySummary } from "../shape";

// GET /api/v1/companies - the published companies, with the public list's filters and sorts

// Relevance has one direction: `sort=relevance`.
const SORTS = SORT_OPTIONS.map(({ field, direction }) =>
  field === "relevance" ? field : `${field}:${direction}`,
) as [string, ...string[]];

const PARAMS = [
  searchParam(
    "Companies this text finds, as the site's search finds them: by name, tagline, tags, projects, people and description, forgiving typos.",
  ),
  oneOfParam("type", TYPE_FILTERS, "Companies of this type (default all).", "company"),
  {
    name: "tags",
    schema: z.string().regex(new RegExp(`^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,${MAX_TAGS - 1}}$`)),
    description: "Companies with these tags: their ids, comma-separated (see /api/v1/tags).",
    accepted: `up to ${MAX_TAGS} tag ids separated by commas, such as 3,7`,
    example: "3,7",
  },
  oneOfParam("filterMode", ["any", "all"], "With any of the tags (default) or all of them."),
  ...foundedParams,
  oneOfParam(
    "funding",
    FUNDING_RANGES,
    "Companies whose funding (funding_millions) is in this range, in USD (each range holds its lower bound); not-disclosed for none.",
    "100m-1b",
  ),
  oneOfParam(
    "has_valuation",
    ["true", "false"],
    "true: only the companies with at least one valuation (default false).",
  ),
  oneOfParam(
    "sort",
    SORTS as [string, ...string[]],
    "The order (default date_updated:desc; with q, relevance: the site's search order).",
    "name:asc",
  ),
  limitParam,
  cursorParam,
];

export type CompanyListValues = {
  q?: string;
  type?: string;
  tags?: string;
  filterMode?: string;
  founded_from?: number;
  founded_to?: number;
  funding?: string;
  has_valuation?: string;
  sort?: string;
  limit: number;
  cursor?: string;
};

/**
 * The public list's state these parameters select: the list's own codec reads them, so that
 * the API and /organizations select the same companies.
 */
export function companyListStateOf(values: Omit<CompanyListValues, "limit" | "cursor">): ListState {
  const listQuery = new URLSearchParams();
  for (const [name, value] of Object.entries({
    search: values.q,
    type: values.type,
    tags: values.tags,
    filterMode: values.filterMode,
    foundedFrom: values.founded_from?.toString(),
    foundedTo: values.founded_to?.toString(),
    funding: values.funding,
    hasValuation: values.has_valuation,
    sort: values.sort,
  })) {
    if (value) listQuery.set(name, value);
  }
  return companyListCodec.parse(listQuery);
}

export const companiesEndpoint: Endpoint = {
  path: `${API_ROOT}/companies`,
  operationId: "listCompanies",
  summary: "List companies",
  description:
    "The published companies, filtered and sorted as on /organizations, a page at a time. Walking the `next` links returns every company exactly once, even while companies are added.",
  pathParams: [],
  params: PARAMS,
  response: companyPageSchema,
  subject: null,
  exampleRequest: "/api/v1/companies?sort=name:asc&limit=2",
  async handle(_request, url) {
    const values = parseParams(url, PARAMS) as CompanyListValues;
    const { limit, cursor } = values;
    checkFoundedRange(values.founded_from, values.founded_to);
    const state = companyListStateOf(values);
    const { rows, next } = await keysetPage({
      url,
      query: { list: queryOf(companyListCodec, state) },
      cast: companySortCast(state),
      limit,
      cursor,
      read: (after, size) => listCompaniesAfter(state, after, size),
    });
    return { data: companyPageSchema.parse({ data: rows.map(companySummary), limit, next }), next };
  },
};
