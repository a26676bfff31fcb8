import { safeFetch } from "@/lib/net/safe-fetch";
import { rasterTypeOf, svgIconToPng, type RasterType } from "./icon-image";

export type FaviconResult =
  { kind: "icon"; contentType: RasterType; body: Buffer } | { kind: "placeholder" };

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
    return asRasterIcon(contentType.toLowerCase(), response.body);
  } catch {
    return null;
  }
}

/**
 * The icon as a raster image, known by its bytes: an SVG is drawn as PNG, and what is no
 * image at all (a page served as image/png) is no icon.
 */
function asRasterIcon(declaredType: string, body: Buffer): FaviconResult | null {
  const rasterType = rasterTypeOf(body);
  if (rasterType) return { kind: "icon", contentType: rasterType, body };
  const png = declaredType === "image/svg+xml" ? svgIconToPng(body) : null;
  return png ? { kind: "icon", contentType: "image/png", body: png } : null;
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
