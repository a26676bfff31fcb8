import { safeFetch } from "@/lib/net/safe-fetch";

export type FaviconResult =
  { kind: "icon"; contentType: string; body: Buffer } | { kind: "placeholder" };

export const PLACEHOLDER_LOGO = "/placeholder-logo.svg";

const IMAGE_TYPES = new Set([
  "image/png",
  "image/x-icon",
  "image/vnd.microsoft.icon",
  "image/svg+xml",
  "image/jpeg",
  "image/gif",
  "image/webp",
]);

const PAGE_LIMITS = { timeoutMs: 3000, maxBytes: 512 * 1024, accept: "text/html, */*" };
const ICON_LIMITS = { timeoutMs: 3000, maxBytes: 256 * 1024, accept: "image/*" };

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOSTNAME = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`, "i");

/** True for a plain public-looking hostname: labels of letters, digits and hyphens, no scheme, port or path. */
export function isValidFaviconHost(host: string): boolean {
  if (host.length > 253 || !HOSTNAME.test(host)) return false;
  // A numeric last label means an IP literal, which is not a site's hostname.
  return !/^\d+$/.test(host.slice(host.lastIndexOf(".") + 1));
}

/** Fetches the site icon behind a base URL (its page's <link rel=icon>, else /favicon.ico); never throws. */
export async function fetchFavicon(
  baseUrl: string,
  options: { allowLoopback?: boolean } = {},
): Promise<FaviconResult> {
  const allowLoopback = options.allowLoopback === true;
  const candidates: string[] = [];
  try {
    const page = await safeFetch(new URL("/", baseUrl).href, { ...PAGE_LIMITS, allowLoopback });
    if (page.status >= 200 && page.status < 300) {
      candidates.push(...findIconLinks(page.body.toString("utf8"), page.url));
    }
  } catch {
    // No page (or not a safe one): /favicon.ico may still be there.
  }
  candidates.push(new URL("/favicon.ico", baseUrl).href);
  for (const url of new Set(candidates)) {
    const icon = await fetchIcon(url, allowLoopback);
    if (icon) return icon;
  }
  return { kind: "placeholder" };
}

async function fetchIcon(url: string, allowLoopback: boolean): Promise<FaviconResult | null> {
  try {
    const response = await safeFetch(url, { ...ICON_LIMITS, allowLoopback });
    const contentType = (response.headers.get("content-type") ?? "").split(";")[0].trim();
    const ok = response.status >= 200 && response.status < 300 && response.body.length > 0;
    if (!ok || !IMAGE_TYPES.has(contentType.toLowerCase())) return null;
    return { kind: "icon", contentType: contentType.toLowerCase(), body: response.body };
  } catch {
    return null;
  }
}

/** Icon URLs declared by an HTML page, best first: rel=icon / shortcut icon, then apple-touch-icon. */
export function findIconLinks(html: string, pageUrl: string): string[] {
  const icons: string[] = [];
  const touchIcons: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rels = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = resolveHttp(attribute(tag, "href"), pageUrl);
    if (!href) continue;
    if (rels.includes("icon")) icons.push(href);
    else if (rels.some((rel) => rel.startsWith("apple-touch-icon"))) touchIcons.push(href);
  }
  // Trying every declared size would multiply fetches; the first of each kind is enough.
  return [icons[0], touchIcons[0]].filter((href): href is string => Boolean(href));
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(
    tag,
  );
  const value = match ? (match[1] ?? match[2] ?? match[3]) : null;
  return value === null ? null : value.replace(/&amp;/g, "&").trim();
}

function resolveHttp(href: string | null, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

const MAX_HOSTS = 500;
const SUCCESS_TTL_MS = 24 * 60 * 60 * 1000;
const FAILURE_TTL_MS = 60 * 60 * 1000;

/** A per-process LRU-ish cache around a favicon loader: 500 hosts, 24 h for icons, 1 h for failures. */
export function createFaviconCache(load: (host: string) => Promise<FaviconResult>) {
  const entries = new Map<string, { result: FaviconResult; expiresAt: number }>();
  const pending = new Map<string, Promise<FaviconResult>>();

  return async function cachedFavicon(host: string): Promise<FaviconResult> {
    const hit = entries.get(host);
    if (hit && hit.expiresAt > Date.now()) {
      // Re-insert so that Map order tracks recent use and the oldest goes first.
      entries.delete(host);
      entries.set(host, hit);
      return hit.result;
    }
    entries.delete(host);
    // Concurrent requests for one host share a single fetch.
    const running =
      pending.get(host) ?? load(host).catch((): FaviconResult => ({ kind: "placeholder" }));
    pending.set(host, running);
    try {
      const result = await running;
      const ttl = result.kind === "icon" ? SUCCESS_TTL_MS : FAILURE_TTL_MS;
      entries.set(host, { result, expiresAt: Date.now() + ttl });
      while (entries.size > MAX_HOSTS) entries.delete(entries.keys().next().value as string);
      return result;
    } finally {
      pending.delete(host);
    }
  };
}

const cachedHttpsFavicon = createFaviconCache((host) => fetchFavicon(`https://${host}`));

/** The site icon of a hostname over https (cached); a placeholder result for bad hosts or failures. */
export async function getFavicon(host: string): Promise<FaviconResult> {
  const normalized = host.trim().toLowerCase();
  if (!isValidFaviconHost(normalized)) return { kind: "placeholder" };
  return cachedHttpsFavicon(normalized);
}

/** The HTTP answer of GET /api/favicon for a result: the image bytes, or a redirect to the placeholder. */
export function faviconResponse(result: FaviconResult): Response {
  if (result.kind === "placeholder") {
    return new Response(null, {
      status: 307,
      headers: { location: PLACEHOLDER_LOGO, "cache-control": "public, max-age=3600" },
    });
  }
  const headers = new Headers({
    "content-type": result.contentType,
    "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
    "x-content-type-options": "nosniff",
  });
  // An SVG opened directly could run script: forbid everything but inline styles.
  if (result.contentType === "image/svg+xml") {
    headers.set("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
  }
  return new Response(new Uint8Array(result.body), { headers });
}
