// A news link as it is compared, so that one article reached through a campaign link, a
// social share or a feed's own tracking is seen once: no utm_* and no click ids (fbclid,
// gclid, ref), no fragment, scheme and host in lower case, no trailing slash.

const TRACKING = /^(utm_.*|fbclid|gclid|ref)$/i;

/** The canonical form of http(s) URL `link`, or null when it is not one. */
export function canonicalLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  for (const name of [...url.searchParams.keys()]) {
    if (TRACKING.test(name)) url.searchParams.delete(name);
  }
  url.hash = "";
  // URL already lowers the scheme and host and drops a default port.
  const path = url.pathname.replace(/\/+$/, "");
  return `${url.protocol}//${url.host}${path}${url.search}`;
}
