import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { authSecret } from "@/lib/auth/options";
import {
  DRAFT_MODE_COOKIE,
  PREVIEW_CHECKED_COOKIE,
  SESSION_COOKIES,
} from "@/lib/auth/preview-cookies";
import { listQuery, normalizeQuery, parseListState } from "@/lib/domain/list-state";

// The proxy is not a security boundary: every admin page, action and route checks admin
// rights itself. It does three cheap things:
// 1. sends anonymous visitors of /admin/** and /embedded/** to /login, remembering the path;
// 2. sends a signed-in browser once through /api/preview/enter, which switches admins to
//    draft mode (pages rendered per request, with admin controls and unpublished data);
// 3. maps public URLs onto the routes that Next caches as static pages (ISR): / and
//    /organizations?... (its query becomes a path segment); searches by name stay live.

const GUARDED = /^\/(admin|embedded)(\/|$)/;

async function guard(request: NextRequest) {
  const secret = authSecret();
  const token = secret ? await getToken({ req: request, secret }).catch(() => null) : null;
  if (token) return NextResponse.next();
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(login);
}

function needsPreviewCheck(request: NextRequest) {
  const { cookies } = request;
  return (
    SESSION_COOKIES.some((name) => cookies.has(name)) &&
    !cookies.has(DRAFT_MODE_COOKIE) &&
    !cookies.has(PREVIEW_CHECKED_COOKIE)
  );
}

function rewriteToCachedRoute(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const to = (path: string) => NextResponse.rewrite(new URL(path, request.url));
  if (pathname === "/") return to("/isr/home/index");
  if (pathname === "/organizations") {
    const query = listQuery(parseListState(searchParams));
    // One URL per list state: malformed, default or form-style parameters are redirected away.
    if (query !== normalizeQuery(searchParams)) {
      const canonical = new URL(request.url);
      canonical.search = query;
      return NextResponse.redirect(canonical);
    }
    if (searchParams.has("search")) return to(`/live/organizations?${query}`);
    return to(`/isr/organizations/${encodeURIComponent(query || "default")}`);
  }
  // The internal routes are reached only through the rewrites above.
  if (/^\/(isr|live)(\/|$)/.test(pathname)) return to("/not-found-internal");
  return NextResponse.next();
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (GUARDED.test(pathname)) return guard(request);
  const prefetch = request.headers.has("next-router-prefetch");
  if (needsPreviewCheck(request) && request.method === "GET" && !prefetch) {
    const enter = new URL("/api/preview/enter", request.url);
    enter.searchParams.set("next", pathname + search);
    return NextResponse.redirect(enter);
  }
  return rewriteToCachedRoute(request);
}

export const config = {
  matcher: [
    "/((?!_next/|api/|favicon.ico|icon.svg|placeholder-logo.svg|robots.txt|sitemap.xml).*)",
  ],
};
