import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { authSecret } from "@/lib/auth/options";
import { headlinesCodec } from "@/lib/domain/headlines-state";
import { canonicalQuery, queryOf, segmentOf, type ListCodec } from "@/lib/domain/list-codec";
import { companyListCodec } from "@/lib/domain/list-state";
import { peopleCodec } from "@/lib/domain/people-state";
import { parseRowId } from "@/lib/domain/row-id";
import { safeRedirectPath } from "@/lib/domain/safe-path";
import { isPublicCompany, isPublicPerson } from "@/lib/queries/exists";
import type { MissingThing } from "@/lib/not-found";

// The proxy is not a security boundary: every admin page, action and route checks admin
// rights itself. It does the routing that must happen before a page renders:
// 1. anonymous visitors of /admin/** and /embedded/** go to /login, remembering the path;
// 2. the lists (/organizations, /people, /headlines): a query that is not the canonical one
//    of its state (unknown or malformed parameters, another spelling) is redirected to it,
//    and the canonical one is served by the list's cached route (its query becomes a path
//    segment, so each state is cached as its own page);
// 3. a company or person that visitors may not see is answered by the 404 page, rendered on
//    the server (a page's own notFound() renders only once JavaScript runs).
// Redirects are relative, so they stay on whatever host the visitor used.

const LISTS = [companyListCodec, peopleCodec, headlinesCodec] as ListCodec<unknown>[];

const COMPANY_PAGE = /^\/organizations\/([^/]+)(\/headlines(?:\/[^/]+)?)?$/;
const PERSON_PAGE = /^\/people\/([^/]+)$/;
// Admins browse in draft mode and may see unpublished companies: their pages decide.
const DRAFT_MODE_COOKIE = "__prerender_bypass";

// Next makes a proxy's redirect to the request's own origin relative (a path) in the response,
// so the Location never names a host, whatever Host header the request carried.
function redirectTo(request: NextRequest, path: string) {
  const response = NextResponse.redirect(new URL(safeRedirectPath(path), request.nextUrl));
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

async function guard(request: NextRequest) {
  const secret = authSecret();
  const token = secret ? await getToken({ req: request, secret }).catch(() => null) : null;
  if (token) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return redirectTo(request, `/login?callbackUrl=${encodeURIComponent(pathname + search)}`);
}

// Next marks client-side navigations with its own _rsc parameter: not the visitor's.
function visitorParams(request: NextRequest): URLSearchParams {
  const params = new URLSearchParams(request.nextUrl.searchParams);
  params.delete("_rsc");
  return params;
}

function routeList(request: NextRequest, codec: ListCodec<unknown>) {
  const searchParams = visitorParams(request);
  const canonical = canonicalQuery(codec, searchParams);
  if (canonical !== null) {
    return redirectTo(request, canonical ? `${codec.path}?${canonical}` : codec.path);
  }
  const url = request.nextUrl.clone();
  url.pathname = `${codec.route}/${segmentOf(queryOf(codec, codec.parse(searchParams)))}`;
  url.search = "";
  return NextResponse.rewrite(url);
}

// The 404 view of what is missing, from its cached route; an unknown path gives the site's
// 404 page.
function notFound(request: NextRequest, missing?: MissingThing) {
  const url = request.nextUrl.clone();
  url.pathname = missing ? `/isr/missing/${missing}` : "/not-found-internal";
  url.search = "";
  return NextResponse.rewrite(url, { status: 404 });
}

async function checkShown(request: NextRequest, pathname: string) {
  if (request.cookies.has(DRAFT_MODE_COOKIE)) return NextResponse.next();
  const company = COMPANY_PAGE.exec(pathname);
  if (company) {
    const shortname = decodeURIComponent(company[1]);
    if (await isPublicCompany(shortname)) return NextResponse.next();
    return notFound(request, company[2] ? "organization" : "company");
  }
  const person = PERSON_PAGE.exec(pathname);
  if (person) {
    const id = parseRowId(person[1]);
    if (id !== null && (await isPublicPerson(id))) return NextResponse.next();
    return notFound(request, "person");
  }
  return NextResponse.next();
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const list = LISTS.find((codec) => codec.path === pathname);
  if (list) return routeList(request, list);
  // The cached routes are reached only through the rewrites above.
  if (/^\/isr(\/|$)/.test(pathname)) return notFound(request);
  if (/^\/(admin|embedded)(\/|$)/.test(pathname)) return guard(request);
  try {
    return await checkShown(request, pathname);
  } catch (error) {
    // The page itself reports a database that cannot be read.
    console.error(`Checking ${pathname}: ${(error as Error).message}`);
    return NextResponse.next();
  }
}

export const config = {
  matcher: [
    "/admin/:path*",
    "/embedded/:path*",
    "/isr/:path*",
    "/organizations",
    "/organizations/:shortname",
    "/organizations/:shortname/headlines/:page?",
    "/people",
    "/people/:id",
    "/headlines",
  ],
};
