import { PLACEHOLDER_LOGO } from "./placeholder-logo";

export { PLACEHOLDER_LOGO };

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
  return host ? faviconSrcOfHost(host) : null;
}

const faviconSrcOfHost = (host: string) => `/api/favicon?host=${encodeURIComponent(host)}`;


type LogoSource = { logo_url: string | null; fallback_avatar: boolean; website: string | null };

/** Which logo a company shows: its stored logo, its website's icon (by host), or none. */
export type CompanyLogo =
  { kind: "stored"; url: string } | { kind: "icon"; host: string } | { kind: "placeholder" };

/**
 * The logo fallback chain, for the pages and the social card alike: the stored logo (when
 * fallback_avatar is set), else the first website's icon, else the placeholder.
 */
export function companyLogo({ logo_url, fallback_avatar, website }: LogoSource): CompanyLogo {
  const stored = fallback_avatar ? safeHttpUrl(logo_url) : null;
  if (stored) return { kind: "stored", url: stored };
  const host = hostOf(website);
  return host ? { kind: "icon", host } : { kind: "placeholder" };
}

/** The image source of companyLogo (the image also swaps to the placeholder when it fails to load). */
export function companyLogoSrc(source: LogoSource): string {
  const logo = companyLogo(source);
  if (logo.kind === "stored") return logo.url;
  return logo.kind === "icon" ? faviconSrcOfHost(logo.host) : PLACEHOLDER_LOGO;
}
