import { PLACEHOLDER_LOGO } from "@/lib/domain/urls";
import type { FaviconResult } from "./fetch-favicon";

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
