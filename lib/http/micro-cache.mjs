// A short-lived, in-memory copy of the responses Next.js marks as shared-cacheable
// (static and ISR pages: Cache-Control with s-maxage) and of the lists' searches (marked by
// the proxy), replayed to anonymous visitors.
// Next serves a cached page in about a millisecond of work of its own; replaying the bytes
// costs a fraction of that. Anything personal goes straight to Next: requests with a
// session or draft-mode cookie, client-side navigations (RSC requests), the API, non-GET methods,
// and responses that are not 200, set cookies, or are not marked s-maxage.
// A page may be kept in several encodings (Next compresses it with gzip or deflate, as each
// client asks): a copy is served only to a client that accepts its encoding.
// Written in plain JavaScript because server.mjs, which runs without a build, loads it.

import { encodingWeight } from "./accept-encoding.mjs";

const PERSONAL_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|(?:__Secure-)?next-auth\.session-token)=/;
const SKIPPED_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
]);

/** Whether a request may be answered from the shared copy. */
export function isShareableRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // The API counts every request against its client's limit and answers If-None-Match itself.
  if ((req.url ?? "").startsWith("/api/")) return false;
  if (PERSONAL_COOKIE.test(req.headers.cookie ?? "")) return false;
  return !Object.keys(req.headers).some(
    (name) => name === "rsc" || name.startsWith("next-router-"),
  );
}

/**
 * Set by the proxy on a list search's page, which is rendered per request and kept in no
 * other cache: what an anonymous visitor gets is the same for all, so it is shared here.
 */
export const SHARED_HERE_HEADER = "x-micro-cache-share";

/** Whether a finished response may be shared with other visitors. */
export function isShareableResponse(res) {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  const cached =
    /\bs-maxage=\d+/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
  return (
    res.statusCode === 200 &&
    !res.hasHeader("set-cookie") &&
    // A stale page (served while rendered again after a write) is for this visitor only.
    res.getHeader("x-nextjs-cache") !== "STALE" &&
    (cached || res.getHeader(SHARED_HERE_HEADER) === "1")
  );
}

/** The content coding of a response's body: its Content-Encoding, "identity" without one. */
function contentCoding(headers) {
  return String(headers["content-encoding"] ?? "identity")
    .trim()
    .toLowerCase();
}

// Pages weigh a few hundred kilobytes; a larger response (a streamed download of the whole
// dataset) is let through without a copy, so that it never sits in memory whole.
export const MAX_KEPT_BYTES = 2 * 1024 * 1024;

// Collects what Next writes, while letting it through to the client.
function recordBody(res, onDone) {
  let chunks = [];
  let size = 0;
  const keep = (chunk, encoding) => {
    if (!chunk || chunks === null) return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
    size += buffer.length;
    if (size > MAX_KEPT_BYTES) chunks = null;
    else chunks.push(buffer);
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = (chunk, encoding, callback) => {
    keep(chunk, encoding);
    return write(chunk, encoding, callback);
  };
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk !== "function") keep(chunk, encoding);
    return end(chunk, encoding, callback);
  };
  res.on("finish", () => {
    if (chunks !== null) onDone(Buffer.concat(chunks));
  });
}

/**
 * A micro-cache holding at most `maxEntries` responses for `ttlMs` each; `now` is its clock
 * (tests pass their own to expire copies without waiting).
 */
export function createMicroCache({ ttlMs, maxEntries, now = Date.now }) {
  const entries = new Map();
  // The encodings of the copies ever kept, to look up a page's copy in each.
  const codings = new Set();
  // Bumped by clear(): a response that began before a write is not kept after it.
  let generation = 0;

  const store = (url, res, body) => {
    const headers = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!SKIPPED_HEADERS.has(name)) headers[name] = value;
    }
    const coding = contentCoding(headers);
    codings.add(coding);
    const key = `${coding} ${url}`;
    entries.delete(key);
    entries.set(key, { expires: now() + ttlMs, headers, body });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  };

  // The fresh copy of the page in the encoding the client weighs highest, if it accepts one;
  // of equal weights, a compressed one.
  const find = (req) => {
    let best;
    let bestWeight = 0;
    for (const coding of codings) {
      const copy = entries.get(`${coding} ${req.url}`);
      const weight = encodingWeight(req.headers["accept-encoding"], coding);
      const better = weight > bestWeight || (weight === bestWeight && coding !== "identity");
      if (copy && copy.expires > now() && weight > 0 && better) {
        best = copy;
        bestWeight = weight;
      }
    }
    return best;
  };

  return {
    /** Answers from the copy when it can, else lets `next` answer and keeps a copy. */
    handle(req, res, next) {
      if (!isShareableRequest(req)) return next();
      const hit = find(req);
      if (hit) {
        // A client holding this very version (a download's ETag) is told so, as Next would.
        if (hit.headers.etag && req.headers["if-none-match"] === hit.headers.etag) {
          res.writeHead(304, {
            etag: hit.headers.etag,
            "cache-control": hit.headers["cache-control"],
            "x-micro-cache": "HIT",
          });
          res.end();
          return undefined;
        }
        res.writeHead(200, {
          ...hit.headers,
          "content-length": hit.body.length,
          "x-micro-cache": "HIT",
        });
        res.end(req.method === "HEAD" ? undefined : hit.body);
        return undefined;
      }
      if (req.method === "GET") {
        const started = generation;
        // Next rewrites req.url while it answers; the copy is kept under the URL asked for.
        const url = req.url;
        recordBody(res, (body) => {
          if (isShareableResponse(res) && started === generation) store(url, res, body);
        });
      }
      return next();
    },
    size: () => entries.size,
    /** Forgets every copy, after a write: the next visitor gets the page as it is now. */
    clear() {
      entries.clear();
      generation++;
    },
  };
}
