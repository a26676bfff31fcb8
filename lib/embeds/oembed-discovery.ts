import { siteUrl } from "@/lib/site-url";

/** The oEmbed endpoint's path. */
export const OEMBED_PATH = "/oembed";
export const OEMBED_TYPE = "application/json+oembed";

/**
 * The `<link rel="alternate" type="application/json+oembed">` of a page at `path`, for
 * metadata's alternates.types: unfurlers find the page's card through it.
 */
export function oembedDiscovery(path: string, title: string) {
  const query = new URLSearchParams({ url: `${siteUrl()}${path}`, format: "json" });
  return { [OEMBED_TYPE]: [{ url: `${OEMBED_PATH}?${query}`, title }] };
}
