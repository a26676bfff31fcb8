import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { authSecret } from "@/lib/auth/options";
import { listQuery, normalizeQuery, parseListState } from "@/lib/domain/list-state";
import { headlinesQuery, parseHeadlinesState } from "@/lib/domain/headlines-state";
import { parsePeopleState, peopleQuery } from "@/lib/domain/people-state";

// The proxy is not a security boundary: every admin page, action and route checks admin
// rights itself. It runs only where it must (it costs more than serving a cached page):
// 1. anonymous visitors of /admin/** and /embedded/** go to /login, remembering the path;
// 2. /organizations?..., /people?... and /headlines?... with list parameters: a non-canonical query is
//    redirected to its canonical form, and the canonical one is served by the cached
//    route for that state (its query becomes a path segment).
// /, the lists without parameters and with only ?page=N need neither, and are rewritten to their
// cached routes in next.config.ts.

async function guard(request: NextRequest) {
  const secret = authSecret();
  const token = secret ? await getToken({ req: request, secret }).catch(() => null) : null;
  if (token) return NextResponse.next();
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(login);
}

type CachedList = {
  route: string;
  /** The canonical query of the state a URL describes. */
  canonical: (params: URLSearchParams) => string;
  /** The URL's own query, in the same encoding, to compare with the canonical one. */
  current: (params: URLSearchParams) => string;
};

const LISTS: Record<string, CachedList> = {
  "/organizations": {
    route: "/isr/organizations",
    canonical: (params) => listQuery(parseListState(params)),
    current: normalizeQuery,
  },
  "/people": {
    route: "/isr/people",
    canonical: (params) => peopleQuery(parsePeopleState(params)),
    current: String,
  },
  "/headlines": {
    route: "/isr/headlines",
    canonical: (params) => headlinesQuery(parseHeadlinesState(params)),
    current: String,
  },
};

/** Redirects a list URL to its canonical form, and serves that from the list's cached route. */
function cachedList(request: NextRequest, list: CachedList) {
  const { searchParams } = request.nextUrl;
  const query = list.canonical(searchParams);
  if (query !== list.current(searchParams)) {
    const canonical = new URL(request.url);
    canonical.search = query;
    return NextResponse.redirect(canonical);
  }
  const to = `${list.route}/${encodeURIComponent(query || "default")}`;
  return NextResponse.rewrite(new URL(to, request.url));
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const list = LISTS[pathname];
  if (list) return cachedList(request, list);
  // The internal routes are reached only through rewrites.
  if (/^\/isr(\/|$)/.test(pathname)) {
    return NextResponse.rewrite(new URL("/not-found-internal", request.url));
  }
  return guard(request);
}

// Next reads this statically, so it is spelled out. The list keys other than `page` send a
// request here; `page` alone is rewritten by next.config.ts when it is a number from 2 on,
// and comes here otherwise (page=0, page=1, page=x) to be made canonical.
export const config = {
  matcher: [
    "/admin/:path*",
    "/embedded/:path*",
    "/isr/:path*",
    { source: "/organizations", has: [{ type: "query", key: "type" }] },
    { source: "/organizations", has: [{ type: "query", key: "search" }] },
    { source: "/organizations", has: [{ type: "query", key: "tags" }] },
    { source: "/organizations", has: [{ type: "query", key: "filterMode" }] },
    { source: "/organizations", has: [{ type: "query", key: "view" }] },
    { source: "/organizations", has: [{ type: "query", key: "sortField" }] },
    { source: "/organizations", has: [{ type: "query", key: "sortDirection" }] },
    { source: "/organizations", has: [{ type: "query", key: "itemsPerPage" }] },
    { source: "/organizations", has: [{ type: "query", key: "showUnpublished" }] },
    { source: "/organizations", has: [{ type: "query", key: "showOnlyUnpublished" }] },
    { source: "/organizations", has: [{ type: "query", key: "sort" }] },
    {
      source: "/organizations",
      has: [{ type: "query", key: "page", value: "(?!(?:[2-9]|[1-9]\\d+)$).*" }],
    },
    { source: "/people", has: [{ type: "query", key: "search" }] },
    { source: "/headlines", has: [{ type: "query", key: "q" }] },
    {
      source: "/headlines",
      has: [{ type: "query", key: "page", value: "(?!(?:[2-9]|[1-9]\\d+)$).*" }],
    },
    {
      source: "/people",
      has: [{ type: "query", key: "page", value: "(?!(?:[2-9]|[1-9]\\d+)$).*" }],
    },
  ],
};
