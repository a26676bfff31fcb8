import { ORGANIZATION_TYPES, type OrganizationType } from "./constants";
import { encodeQuery } from "./list-codec";
import type { SortDirection } from "./list-state-fields";
import { parsePageParam } from "./pagination";

// The curators' table of companies (/admin/organizations): its filters, sort and page, read
// from the URL and written back in one canonical spelling, defaults left out.

/** What a company can lack (?missing=logo,tags): each one narrows the table. */
export const COMPANY_GAPS = ["logo", "description", "website", "tags", "repository"] as const;
export type CompanyGap = (typeof COMPANY_GAPS)[number];

export const COMPANY_GAP_LABELS: Record<CompanyGap, string> = {
  logo: "Missing logo",
  description: "Missing description or short description",
  website: "No website",
  tags: "No tags",
  repository: "No repository",
};

/** What the periodic checks found wrong (?problem=website-unreachable): each one narrows too. */
export const COMPANY_PROBLEMS = ["website-unreachable", "repository-archived"] as const;
export type CompanyProblem = (typeof COMPANY_PROBLEMS)[number];

export const COMPANY_PROBLEM_LABELS: Record<CompanyProblem, string> = {
  "website-unreachable": "Website unreachable",
  "repository-archived": "Repository archived",
};

/** The columns the table sorts by. */
export const COMPANY_SORTS = [
  "name",
  "published",
  "updated",
  "added",
  "valuation",
  "headlines",
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** The longest name search read; the rest is cut. */
const MAX_NAME_SEARCH = 120;

/** The filters of the table: what the bulk actions on 'all N matching' apply to. */
export type CompanyFilter = {
  /** A part of the name, in any case. */
  name?: string;
  published?: boolean;
  missing: CompanyGap[];
  problems: CompanyProblem[];
  /** Not updated for a year. */
  stale?: boolean;
  type?: OrganizationType;
};

export type CompanyTableQuery = CompanyFilter & {
  sort: CompanySort;
  dir: SortDirection;
  page?: number;
};

const DEFAULT_SORT: CompanySort = "name";
// A column's first click sorts it the way a curator looks at it first: names A-Z, the rest
// newest or largest first.
export const firstDirection = (sort: CompanySort): SortDirection =>
  sort === "name" ? "asc" : "desc";

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

// A list parameter, given once comma-separated or repeated (the form's checkboxes): the known
// values in the list's own order, each once, whatever order the URL gave them in.
const pickAll = <T extends string>(values: readonly T[], params: URLSearchParams, name: string) => {
  const given = params.getAll(name).flatMap((value) => value.split(","));
  return values.filter((value) => given.includes(value));
};

const writeAll = <T extends string>(values: readonly T[], chosen: readonly T[]) =>
  values.filter((value) => chosen.includes(value)).join(",");

/** The filters a URL describes; an unknown value is no filter. */
export function parseCompanyFilter(params: URLSearchParams): CompanyFilter {
  const published = params.get("published");
  const name = params.get("q")?.trim().slice(0, MAX_NAME_SEARCH);
  return {
    name: name || undefined,
    published: published === "yes" ? true : published === "no" ? false : undefined,
    missing: pickAll(COMPANY_GAPS, params, "missing"),
    problems: pickAll(COMPANY_PROBLEMS, params, "problem"),
    stale: params.get("stale") === "1" || undefined,
    type: pick(ORGANIZATION_TYPES, params.get("type")),
  };
}

/** The open-source signals, each a filter of the table, as the dashboard counts them. */
export const OPEN_SOURCE_SIGNALS: { label: string; filter: CompanyFilter }[] = [
  {
    label: COMPANY_PROBLEM_LABELS["website-unreachable"],
    filter: { missing: [], problems: ["website-unreachable"] },
  },
  {
    label: COMPANY_PROBLEM_LABELS["repository-archived"],
    filter: { missing: [], problems: ["repository-archived"] },
  },
  { label: COMPANY_GAP_LABELS.repository, filter: { missing: ["repository"], problems: [] } },
];

/** The table's state from its URL: anything malformed falls back to its default. */
export function parseCompanyTableQuery(params: URLSearchParams): CompanyTableQuery {
  const sort = pick(COMPANY_SORTS, params.get("sort")) ?? DEFAULT_SORT;
  const dir = pick(["asc", "desc"] as const, params.get("dir")) ?? firstDirection(sort);
  return { ...parseCompanyFilter(params), sort, dir, page: parsePageParam(params.get("page")) };
}

/** The canonical parameters of the filters. */
export function writeCompanyFilter(filter: CompanyFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.name) params.set("q", filter.name);
  if (filter.published !== undefined) params.set("published", filter.published ? "yes" : "no");
  const missing = writeAll(COMPANY_GAPS, filter.missing);
  if (missing) params.set("missing", missing);
  const problems = writeAll(COMPANY_PROBLEMS, filter.problems);
  if (problems) params.set("problem", problems);
  if (filter.stale) params.set("stale", "1");
  if (filter.type) params.set("type", filter.type);
  return params;
}

/** The canonical parameters of a state: filters, then sort and direction, then the page. */
export function writeCompanyTableQuery(query: CompanyTableQuery): URLSearchParams {
  const params = writeCompanyFilter(query);
  if (query.sort !== DEFAULT_SORT) params.set("sort", query.sort);
  if (query.dir !== firstDirection(query.sort)) params.set("dir", query.dir);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

/** The filter's canonical query string, as the bulk actions send it back to the server. */
export const filterQueryOf = (filter: CompanyFilter) => encodeQuery(writeCompanyFilter(filter));

/** Whether the filter narrows the table at all. */
export const isFiltered = (filter: CompanyFilter) => filterQueryOf(filter) !== "";
