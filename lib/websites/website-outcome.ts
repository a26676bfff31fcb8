import { httpStatusText } from "@/lib/net/http-status";

// What a website's answer means for the curators. A site that moved to another address
// (another host: `www.`, the scheme, the port and the path do not count) is worth a look even
// though it answers; a site that answers with an error, or not at all, is unreachable.

/** A check's verdict, as stored in website_check; null status: keep the last one. */
export type WebsiteOutcome = {
  status: "ok" | "redirected" | "unreachable" | null;
  http_status: number | null;
  /** Where a redirect to another site led. */
  final_url: string | null;
  last_error: string | null;
};

// Too Many Requests says the site is up but will not tell us more now: the last verdict stands
// until the next check rather than being asked again in a loop.
const RATE_LIMITED = 429;

/** The host a visitor would call the site by: lower case, without a leading `www.`. */
function siteOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** Whether two URLs are on one site (same host, give or take `www.`). */
export function sameSite(a: string, b: string): boolean {
  const site = siteOf(a);
  return site !== null && site === siteOf(b);
}

/** The verdict on an answer `status` from `finalUrl`, for the website at `url`. */
export function answeredOutcome(url: string, finalUrl: string, status: number): WebsiteOutcome {
  const finalUrlIfMoved = sameSite(url, finalUrl) ? null : finalUrl;
  if (status === RATE_LIMITED) {
    return {
      status: null,
      http_status: status,
      final_url: finalUrlIfMoved,
      last_error: `${httpStatusText(status)}: checked again next time`,
    };
  }
  if (status >= 400) {
    return {
      status: "unreachable",
      http_status: status,
      final_url: finalUrlIfMoved,
      last_error: httpStatusText(status),
    };
  }
  return {
    status: finalUrlIfMoved ? "redirected" : "ok",
    http_status: status,
    final_url: finalUrlIfMoved,
    last_error: null,
  };
}

/** The verdict when no answer came: `reason` says why in plain words. */
export function failedOutcome(reason: string): WebsiteOutcome {
  return { status: "unreachable", http_status: null, final_url: null, last_error: reason };
}
