import { HEADLINE_TYPES, type HeadlineType } from "./constants";
import { hrefOf, type ListCodec } from "./list-codec";
import { MAX_SEARCH_LENGTH } from "./list-state-fields";
import { parsePageParam } from "./pagination";

// The state of the headlines page (/headlines), kept in the URL: the search `q`, the facets
// (type, a period or a from–to range of dates, a company's shortname), then `page`; defaults
// are left out, anything malformed falls back to its default.

export const HEADLINES_PAGE_SIZE = 24;

/** The periods the date facet offers, each from a day to today. */
export const HEADLINE_PERIODS = ["this-year", "last-12-months"] as const;
export type HeadlinePeriod = (typeof HEADLINE_PERIODS)[number];

export type HeadlinesState = {
  q: string;
  type: HeadlineType | null;
  /** A period; when set, `from` and `to` are not. */
  period: HeadlinePeriod | null;
  from: string | null;
  to: string | null;
  /** A company's shortname: its headlines only. */
  company: string | null;
  page: number;
};

export const DEFAULT_HEADLINES_STATE: HeadlinesState = {
  q: "",
  type: null,
  period: null,
  from: null,
  to: null,
  company: null,
  page: 1,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SHORTNAME = /^[a-z0-9][a-z0-9-]{0,99}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((allowed) => allowed === value) ?? null;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
// A real day only: 2025-02-30 is no date (PostgreSQL would refuse it).
const dateOf = (value: string | null) =>
  value && DATE.test(value) && !Number.isNaN(Date.parse(value)) && isoDay(new Date(value)) === value
    ? value
    : null;

function parseHeadlinesState(params: URLSearchParams): HeadlinesState {
  const period = oneOf(HEADLINE_PERIODS, params.get("date"));
  const company = params.get("company");
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    type: oneOf(HEADLINE_TYPES, params.get("type")),
    period,
    from: period ? null : dateOf(params.get("from")),
    to: period ? null : dateOf(params.get("to")),
    company: company && SHORTNAME.test(company) ? company : null,
    page: parsePageParam(params.get("page")),
  };
}

function writeHeadlinesState(state: HeadlinesState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim().slice(0, MAX_SEARCH_LENGTH);
  if (q) params.set("q", q);
  if (state.type) params.set("type", state.type);
  if (state.period) params.set("date", state.period);
  else {
    if (state.from) params.set("from", state.from);
    if (state.to) params.set("to", state.to);
  }
  if (state.company) params.set("company", state.company);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

export const headlinesCodec: ListCodec<HeadlinesState> = {
  path: "/headlines",
  route: "/isr/headlines",
  searchParam: "q",
  params: {
    q: "funding",
    type: "funding",
    date: "this-year",
    from: "2025-01-01",
    to: "2025-12-31",
    company: "supabase",
    page: "2",
  },
  parse: parseHeadlinesState,
  write: writeHeadlinesState,
};

/** The page URL of a state: /headlines or /headlines?... */
export const headlinesHref = (state: HeadlinesState) => hrefOf(headlinesCodec, state);

/** The first day of a period, today being `today` (YYYY-MM-DD). */
export function periodStart(period: HeadlinePeriod, today: string): string {
  const [year, month, day] = today.split("-").map(Number);
  if (period === "this-year") return `${year}-01-01`;
  // The same day a year before (February 29th becomes March 1st).
  return isoDay(new Date(Date.UTC(year - 1, month - 1, day)));
}
