import { createHash } from "node:crypto";
import type { Problem } from "./problem";

// How the API's answers are sent: JSON that any site may read (CORS *, GET only, no
// credentials), cached as the pages are, with an ETag answered by 304.

/** What every answer carries, for browsers on other sites. */
export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, Link, Location, Retry-After, RateLimit, RateLimit-Policy",
};

/** The answer to a CORS preflight: GET (and HEAD) only, with conditional requests. */
export function preflightResponse(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      Allow: "GET, HEAD, OPTIONS",
      "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
      "Access-Control-Allow-Headers": "If-None-Match, Accept",
      "Access-Control-Max-Age": "86400",
    },
  });
}

// As the cached pages: shared caches keep an answer an hour and may serve it stale while they
// fetch it again. The server keeps no copy: each request reads the database (an admin's write
// shows at once), and a client or cache revalidates with If-None-Match for a 304.
export const CACHE_CONTROL = "s-maxage=3600, stale-while-revalidate";

const etagOf = (body: string) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** Whether If-None-Match names `etag` (weak or strong, or any: *). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** `data` as JSON, or 304 when the request already holds it; `next` becomes a Link header. */
export function jsonResponse(
  request: Request,
  data: unknown,
  extra: { next?: string | null; headers?: Record<string, string> } = {},
): Response {
  const body = JSON.stringify(data);
  const etag = etagOf(body);
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    ...extra.headers,
    "Cache-Control": CACHE_CONTROL,
    ETag: etag,
    Vary: "Accept-Encoding",
  };
  if (extra.next) headers.Link = `<${extra.next}>; rel="next"`;
  if (matches(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : body, {
    status: 200,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });
}

/** A problem (RFC 9457), never cached. */
export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: {
      ...CORS_HEADERS,
      ...headers,
      "Cache-Control": "no-store",
      "Content-Type": "application/problem+json",
    },
  });
}

/** A permanent redirect (308) to where a renamed company or merged person now is. */
export function movedResponse(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status: 308,
    headers: { ...CORS_HEADERS, ...headers, Location: location, "Cache-Control": CACHE_CONTROL },
  });
}
