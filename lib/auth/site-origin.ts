import "server-only";
import { headers } from "next/headers";
import { siteUrl } from "@/lib/site-url";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The message of a write refused because it did not come from the site's own pages. */
export const FOREIGN_ORIGIN_MESSAGE = "This request did not come from the site's own pages.";

/**
 * Whether a request may change data: reads always may; a write only when the browser says
 * it comes from the site itself. That is its Origin when sent: the site's own (NEXTAUTH_URL)
 * or the host the request was made to (the site reached by another name, as 127.0.0.1 while
 * NEXTAUTH_URL names localhost; the scheme is not compared, a TLS proxy hides it). Without
 * Origin, Sec-Fetch-Site must say same-origin. A request with neither is refused: every
 * browser sends Origin on a POST, so only a very old browser (which a cross-site page could
 * drive with the admin's cookie) or a script sends neither, and a script can name the site.
 */
export function isWriteFromSite(request: Request, ownOrigin = siteOrigin()): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  return comesFromSite(request.headers, ownOrigin);
}

/**
 * Whether the server action being run was posted by the site's own pages, by the rule of
 * isWriteFromSite. Next compares an action's Origin with its host but lets an action without
 * Origin through; this refuses that too.
 */
export async function isActionFromSite(): Promise<boolean> {
  return comesFromSite(await headers(), siteOrigin());
}

function comesFromSite(headers: Headers, ownOrigin: string): boolean {
  const origin = headers.get("origin");
  if (origin !== null) {
    if (origin === ownOrigin) return true;
    const host = headers.get("host");
    return host !== null && hostOf(origin) === host.toLowerCase();
  }
  return headers.get("sec-fetch-site") === "same-origin";
}

const siteOrigin = () => new URL(siteUrl()).origin;

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.origin === origin ? url.host : null;
  } catch {
    return null;
  }
}
