import { PLACEHOLDER_LOGO } from "@/lib/domain/urls";
import type { FaviconResult } from "./fetch-favicon";

// The route answers images and redirects only, never a document: whatever a site sent, its
// answer may run and load nothing. server.mjs keeps a policy its handler set.
const OWN_HEADERS = {
  "content-security-policy": "default-src 'none'",
  "x-content-type-options": "nosniff",
};

const toPlaceholder = (cacheControl: string) =>
  new Response(null, {
    status: 307,
    headers: { ...OWN_HEADERS, location: PLACEHOLDER_LOGO, "cache-control": cacheControl },
  });

/** The placeholder while the icon is still being fetched: kept nowhere, so the next view asks again. */
export const placeholderForNow = () => toPlaceholder("no-store");

/** The HTTP answer of GET /api/favicon for a result: the raster image, or a redirect to the placeholder. */
export function faviconResponse(result: FaviconResult): Response {
  if (result.kind === "placeholder") return toPlaceholder("public, max-age=3600");
  return new Response(new Uint8Array(result.body), {
    headers: {
      ...OWN_HEADERS,
      "content-type": result.contentType,
      "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}
