import { headlinesCodec } from "./domain/headlines-state";
import { encodeQuery, segmentOf, type ListCodec } from "./domain/list-codec";
import { companyListCodec } from "./domain/list-state";
import { peopleCodec } from "./domain/people-state";
import type { MissingThing } from "./not-found";

// Every public path and what serves it, in one place. next.config.ts turns PAGES and
// REDIRECTS into its rewrites and redirects; proxy.ts routes the LISTS through their codecs
// and checks the DETAIL_PAGES. The cached routes (/isr/...) and the lists' live routes
// (/live/...) are reached only from here: the proxy answers a direct request for one with the
// 404 page. (Relative imports only: next.config reads this file.)

/** A page without parameters and the cached route (ISR) that serves it. */
export type PageRoute = { path: string; cachedRoute: string };

/**
 * A list: its path, its cached route (one page per canonical state), the live route of its
 * free-text searches (rendered per request) and its URL codec.
 */
export type ListRoute = {
  path: string;
  cachedRoute: string;
  liveRoute: string;
  codec: ListCodec<unknown>;
};

/**
 * A page of one company or person, rendered per request for admins in draft mode; for
 * visitors, the proxy answers one they may not see with the 404 view of `missing`.
 */
export type DetailRoute = {
  /** The path pattern, as Next's matcher writes it. */
  path: string;
  pattern: RegExp;
  /** The page's subject, from its path (the pattern's first group). */
  subject: "company" | "person";
  /** What the 404 view says when the subject is not shown. */
  missing: MissingThing;
};

// Each page's cached route has one parameter, always "index": the rewrite is exact, so no
// other value reaches it.
export const PAGES: readonly PageRoute[] = [
  { path: "/", cachedRoute: "/isr/home/index" },
  { path: "/about", cachedRoute: "/isr/about/index" },
  { path: "/contact", cachedRoute: "/isr/contact/index" },
  { path: "/data", cachedRoute: "/isr/data/index" },
  { path: "/showcase", cachedRoute: "/isr/showcase/index" },
  { path: "/submit", cachedRoute: "/isr/submit/index" },
  { path: "/stats", cachedRoute: "/isr/stats/index" },
  { path: "/growth", cachedRoute: "/isr/growth/index" },
  { path: "/api", cachedRoute: "/isr/api/index" },
];

/** The read API's root (route handlers under app/api/v1), and its OpenAPI document. */
export const API_ROOT = "/api/v1";
export const OPENAPI_PATH = `${API_ROOT}/openapi.json`;
/** The MCP server (Streamable HTTP; lib/mcp). */
export const MCP_PATH = "/mcp";

/** Every cached route starts here; none is served at its own path. */
export const CACHED_ROUTES_PREFIX = "/isr";

/**
 * The lists' free-text searches are rendered per request, under this prefix. Each search is a
 * page few visitors ask for again (and none from a search engine: they are not indexed), so
 * storing it in the page cache would cost every first visit more than it saves; the
 * micro-cache still shares it for a few seconds. Like the cached routes, none is served at
 * its own path.
 */
export const LIVE_ROUTES_PREFIX = "/live";

const listRoute = (codec: ListCodec<unknown>): ListRoute => ({
  path: codec.path,
  cachedRoute: codec.route,
  liveRoute: codec.route.replace(CACHED_ROUTES_PREFIX, LIVE_ROUTES_PREFIX),
  codec,
});

/** /organizations, /people and /headlines (each codec names its path and cached route). */
export const LISTS: readonly ListRoute[] = [
  companyListCodec as ListCodec<unknown>,
  peopleCodec as ListCodec<unknown>,
  headlinesCodec as ListCodec<unknown>,
].map(listRoute);

/** Company pages (with their headlines pages) and person pages. */
export const DETAIL_PAGES: readonly DetailRoute[] = [
  {
    path: "/organizations/:shortname/headlines/:page?",
    pattern: /^\/organizations\/([^/]+)\/headlines(?:\/[^/]+)?$/,
    subject: "company",
    missing: "organization",
  },
  {
    path: "/organizations/:shortname",
    pattern: /^\/organizations\/([^/]+)$/,
    subject: "company",
    missing: "company",
  },
  { path: "/people/:id", pattern: /^\/people\/([^/]+)$/, subject: "person", missing: "person" },
];

/** A company's social card, a path of its own beside its pages. */
export const COMPANY_CARD = {
  path: "/organizations/:shortname/card.png",
  pattern: /^\/organizations\/([^/]+)\/card\.png$/,
};

// Every public path of one company: its page, its headlines pages, its feed (a headlines path)
// and its card. A former shortname's paths lead to the same paths of the current one.
const COMPANY_PATTERNS = [
  ...DETAIL_PAGES.filter((route) => route.subject === "company").map((route) => route.pattern),
  COMPANY_CARD.pattern,
];

/** The shortname in a company's public path (as written), and the same path for another one. */
export function companyPathOf(
  pathname: string,
): { key: string; withShortname: (shortname: string) => string } | null {
  if (!COMPANY_PATTERNS.some((pattern) => pattern.test(pathname))) return null;
  const [, , key, ...rest] = pathname.split("/");
  return {
    key,
    withShortname: (shortname) =>
      ["", "organizations", encodeURIComponent(shortname), ...rest].join("/"),
  };
}

/** The cached 404 view of a company or person that is not shown: `${MISSING_ROUTE}/${kind}`. */
export const MISSING_ROUTE = "/isr/missing";

/** Paths that moved. */
export const REDIRECTS = [{ source: "/events", destination: "/headlines", permanent: false }];

/** The route that serves a list's canonical parameters: the live one for a search. */
export function listRouteOf(
  { cachedRoute, liveRoute, codec }: ListRoute,
  canonical: URLSearchParams,
): { path: string; live: boolean } {
  const live = canonical.has(codec.searchParam);
  return { path: `${live ? liveRoute : cachedRoute}/${segmentOf(encodeQuery(canonical))}`, live };
}

/** The detail route a path belongs to, with its subject's key as written in the path. */
export function detailPageOf(pathname: string): { route: DetailRoute; key: string } | null {
  for (const route of DETAIL_PAGES) {
    const match = route.pattern.exec(pathname);
    if (match) return { route, key: match[1] };
  }
  return null;
}

/** README badges: /badge/{shortname}.svg, served from cached routes (lib/badges/route-badge.ts). */
export const BADGE_PREFIX = "/badge/";
export const BADGE_ROUTE = `${CACHED_ROUTES_PREFIX}/badges`;
export const NOT_LISTED_BADGE_ROUTE = `${CACHED_ROUTES_PREFIX}/not-listed-badge/index`;

/** The cached route of a company's badge for a metric. */
export const badgeRouteOf = (shortname: string, metric: string) =>
  `${BADGE_ROUTE}/${encodeURIComponent(shortname)}/${metric}`;
