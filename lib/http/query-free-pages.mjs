// The pages cached whole (ISR) are rendered for one request and copied to every later one, and
// Next writes the URL that rendered a page into its copy (to seed the browser's router, which
// reads the address bar anyway). A query no such page reads, a tracking token or a name, would
// then reach every visitor: server.mjs hands these pages to Next without it, and keeps it for
// the proxy's redirects in VISITOR_QUERY_HEADER. The browser keeps the URL it asked for.
// Written in plain JavaScript because server.mjs, which runs without a build, loads it.

// The pages without parameters, and the pages of a company (with its headlines) and of a
// person (lib/routes.ts: PAGES and DETAIL_PAGES; tests/unit/query-free-pages.test.ts checks it).
const QUERY_FREE_PAGE =
  /^\/(?:about|contact|data|showcase|submit|stats|growth|api|organizations\/[^/]+(?:\/headlines(?:\/[^/]+)?)?|people\/[^/]+)?$/;
// Next's own parameter of client-side navigations, which it checks.
const NEXT_PARAMETER = "_rsc";

/** The request header carrying the query server.mjs took off a page's URL ("?a=b", or ""). */
export const VISITOR_QUERY_HEADER = "x-visitor-query";

/** Splits a request URL into what Next is given and the visitor's query it must not see. */
export function withoutVisitorQuery(url) {
  const start = url.indexOf("?");
  if (start === -1 || !QUERY_FREE_PAGE.test(url.slice(0, start))) return { url, query: "" };
  const params = new URLSearchParams(url.slice(start + 1));
  const next = params.get(NEXT_PARAMETER);
  params.delete(NEXT_PARAMETER);
  const query = params.size > 0 ? `?${params}` : "";
  const kept = next === null ? "" : `?${new URLSearchParams({ [NEXT_PARAMETER]: next })}`;
  return { url: url.slice(0, start) + kept, query };
}
