/** The URL if it is an absolute http(s) URL, else null: only those become links or images. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The host of an http(s) URL without www., or null. */
export function hostOf(value: string | null | undefined): string | null {
  const url = safeHttpUrl(value);
  return url ? new URL(url).hostname.replace(/^www\./, "") : null;
}

/** A URL as shown to people: without scheme, www. and trailing slash. */
export function displayUrl(value: string): string {
  return value
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/$/, "");
}

/** Our favicon route for a site, so that visitors' browsers never call a third party. */
export function faviconSrc(siteUrl: string | null | undefined): string | null {
  const host = hostOf(siteUrl);
  return host ? `/api/favicon?host=${encodeURIComponent(host)}` : null;
}

export const PLACEHOLDER_LOGO = "/placeholder-logo.svg";

type LogoSource = { logo_url: string | null; fallback_avatar: boolean; website: string | null };

/**
 * The logo fallback chain: the stored logo (when fallback_avatar is set), else the first
 * website's icon, else the placeholder (the image also swaps to it when it fails to load).
 */
export function companyLogoSrc({ logo_url, fallback_avatar, website }: LogoSource): string {
  const stored = fallback_avatar ? safeHttpUrl(logo_url) : null;
  return stored ?? faviconSrc(website) ?? PLACEHOLDER_LOGO;
}
