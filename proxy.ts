import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { isDraftModeAdmin } from "@/lib/auth/draft-mode-admin";
import { routeBadge } from "@/lib/badges/route-badge";
import { routeEmbedCard } from "@/lib/embeds/route-embed-card";
import { authSecret } from "@/lib/auth/options";
import { canonicalQuery } from "@/lib/domain/list-codec";
import { parseRowId } from "@/lib/domain/row-id";
import { safeRedirectPath } from "@/lib/domain/safe-path";
import { SHARED_HERE_HEADER } from "@/lib/http/micro-cache.mjs";
import { VISITOR_QUERY_HEADER } from "@/lib/http/query-free-pages.mjs";
import { isPublicCompany, isPublicPerson, renamedCompany } from "@/lib/queries/exists";
import type { MissingThing } from "@/lib/not-found";
import {
  BADGE_PREFIX,
  CACHED_ROUTES_PREFIX,
  companyPathOf,
  detailPageOf,
  LISTS,
  listRouteOf,
  LIVE_ROUTES_PREFIX,
  MISSING_ROUTE,
  type DetailRoute,
  type ListRoute,
} from "@/lib/routes";

// The proxy is not a security boundary: every admin page, action and route checks admin
// rights itself. It does the routing that must happen before a page renders:
// 1. anonymous visitors of /admin/** and /embedded/** go to /login, remembering the path
//    (but for the headline form, whose page decides: see FRAMED_FORM);
// 2. the lists (/organizations, /people, /headlines): a query that is not the canonical one
//    of its state (unknown or malformed parameters, another spelling) is redirected to it,
//    and the canonical one is served by the list's cached route (its query becomes a path
//    segment, so each state is cached as its own page), or a free-text search by its live
//    route, rendered per request and shared only by the micro-cache;
// 3. a path of a company under a former shortname answers 308 to the same path under its
//    current one (only when the company is published, but for an admin in draft mode);
// 4. a company or person that visitors may not see is answered by the 404 page, rendered on
//    the server (a page's own notFound() renders only once JavaScript runs); what is shown
//    comes from a set kept in this process (lib/queries/exists.ts), not a query per view;
// 5. README badges (/badge/{shortname}.svg?metric=) go to their cached routes, the metric
//    becoming a path segment (lib/badges/route-badge.ts); the embeddable card of a company or
//    person visitors may not see is a plain 404 (lib/embeds/route-embed-card.ts).
// Redirects are relative, so they stay on whatever host the visitor used. The paths and their
// routes are listed in lib/routes.ts.

// Next makes a proxy's redirect to the request's own origin relative (a path) in the response,
// so the Location never names a host, whatever Host header the request carried.
// Redirects are not cached: a rename can be undone, and a cached one would then loop.
function redirectTo(request: NextRequest, path: string, status?: 308) {
  const response = NextResponse.redirect(new URL(safeRedirectPath(path), request.nextUrl), status);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

// The admin's headline form framed by another site gets no session cookie; /login cannot be
// framed, so the form's page decides itself: framed, it offers a sign-in in a window of its
// own (its actions then carry a token); otherwise it sends the visitor to /login.
const FRAMED_FORM = "/embedded/headlines/new";

async function guard(request: NextRequest) {
  const secret = authSecret();
  const token = secret ? await getToken({ req: request, secret }).catch(() => null) : null;
  if (token || request.nextUrl.pathname === FRAMED_FORM) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return redirectTo(request, `/login?callbackUrl=${encodeURIComponent(pathname + search)}`);
}

// Next marks client-side navigations with its own _rsc parameter: not the visitor's.
function visitorParams(request: NextRequest): URLSearchParams {
  const params = new URLSearchParams(request.nextUrl.searchParams);
  params.delete("_rsc");
  return params;
}

function routeList(request: NextRequest, list: ListRoute) {
  const { path, codec } = list;
  const searchParams = visitorParams(request);
  const canonical = canonicalQuery(codec, searchParams);
  if (canonical !== null) {
    return redirectTo(request, canonical ? `${path}?${canonical}` : path);
  }
  const url = request.nextUrl.clone();
  const route = listRouteOf(list, codec.write(codec.parse(searchParams)));
  url.pathname = route.path;
  url.search = "";
  const response = NextResponse.rewrite(url);
  if (route.live) response.headers.set(SHARED_HERE_HEADER, "1");
  return response;
}

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

// The 404 view of what is missing, from its cached route; an unknown path gives the site's
// 404 page.
function notFound(request: NextRequest, missing?: MissingThing) {
  const url = request.nextUrl.clone();
  url.pathname = missing ? `${MISSING_ROUTE}/${missing}` : "/not-found-internal";
  url.search = "";
  return NextResponse.rewrite(url, { status: 404 });
}

async function isShown({ subject }: DetailRoute, key: string): Promise<boolean> {
  if (subject === "company") return isPublicCompany(decodeURIComponent(key));
  const id = parseRowId(key);
  return id !== null && (await isPublicPerson(id));
}

async function redirectIfRenamed(request: NextRequest, pathname: string) {
  const path = companyPathOf(pathname);
  const renamed = path && (await renamedCompany(decodeURIComponent(path.key)));
  if (!path || !renamed) return null;
  if (!renamed.shown && !(await isDraftModeAdmin(request))) return null;
  // The visitor's query goes along (server.mjs hands a page's URL to Next without it).
  const query = request.headers.get(VISITOR_QUERY_HEADER) || request.nextUrl.search;
  return redirectTo(request, path.withShortname(renamed.shortname) + query, 308);
}

async function checkShown(request: NextRequest, pathname: string) {
  const renamed = await redirectIfRenamed(request, pathname);
  if (renamed) return renamed;
  const detail = detailPageOf(pathname);
  if (!detail || (await isShown(detail.route, detail.key))) return NextResponse.next();
  // Admins browse in draft mode and may see unpublished companies: their pages decide.
  if (await isDraftModeAdmin(request)) return NextResponse.next();
  return notFound(request, detail.route.missing);
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith(BADGE_PREFIX)) return routeBadge(request);
  const card = await routeEmbedCard(request);
  if (card) return card;
  const list = LISTS.find((route) => route.path === pathname);
  if (list) return routeList(request, list);
  // The cached and live routes are reached only through the routes of lib/routes.ts.
  if (isUnder(pathname, CACHED_ROUTES_PREFIX) || isUnder(pathname, LIVE_ROUTES_PREFIX)) {
    return notFound(request);
  }
  if (/^\/(admin|embedded)(\/|$)/.test(pathname)) return guard(request);
  try {
    return await checkShown(request, pathname);
  } catch (error) {
    // The page itself reports a database that cannot be read.
    console.error(`Checking ${pathname}: ${(error as Error).message}`);
    return NextResponse.next();
  }
}

// Next reads the matcher from this file's text, so it is written out: every list and detail
// path of lib/routes.ts, the company card, the badges and the embeddable cards
// (tests/unit/routes.test.ts checks it).
export const config = {
  matcher: [
    "/admin/:path*",
    "/embedded/:path*",
    "/isr/:path*",
    "/live/:path*",
    "/organizations",
    "/organizations/:shortname",
    "/organizations/:shortname/headlines/:page?",
    "/organizations/:shortname/card.png",
    "/people",
    "/people/:id",
    "/headlines",
    "/badge/:path*",
    "/embed/organizations/:shortname",
    "/embed/people/:id",
  ],
};
