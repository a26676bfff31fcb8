// Where a user-influenced redirect target (callbackUrl, next, a remembered back URL) may
// send a browser: only to a path of this site. The WHATWG URL parser, which browsers use
// too, decides what a value means, so tabs, newlines, backslashes and scheme-relative
// tricks are read the way a browser would read them.

// Without a known origin any will do to resolve against: a relative value must not leave it.
const PROBE_ORIGIN = "http://site.invalid";

type Options = { origin?: string; fallback?: string };

/**
 * The path and query of `value` when, resolved against the site's origin, it stays on that
 * origin; otherwise `fallback` ("/"). The result always starts with a single "/".
 */
export function safeRedirectPath(value: unknown, options: Options = {}): string {
  const { fallback = "/" } = options;
  const origin = options.origin ? new URL(options.origin).origin : PROBE_ORIGIN;
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string" || raw === "") return fallback;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = url.pathname + url.search;
  // "/.//evil.example" resolves to the path "//evil.example", which a browser given it as a
  // Location would read as another host.
  return /^\/[/\\]/.test(path) ? fallback : path;
}

/**
 * A redirect to a path of this site, relative so that it stays on the host the visitor used;
 * never kept by a shared cache, as where it leads may depend on who asks.
 */
export function redirectToPath(path: string, status = 307): Response {
  return new Response(null, {
    status,
    headers: { Location: safeRedirectPath(path), "Cache-Control": "private, no-store" },
  });
}
