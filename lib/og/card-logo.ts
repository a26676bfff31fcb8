import type { CardCompany } from "@/lib/domain/og-template";
import { companyLogo } from "@/lib/domain/urls";
import type { FaviconResult } from "@/lib/favicon/fetch-favicon";
import { getFavicon } from "@/lib/favicon/get-favicon";
import { fetchLogo } from "./fetch-logo";
import type { LogoImage } from "./render-card";

/** Where a card's avatar comes from (tests give a local site's icons). */
export type LogoSources = {
  fetchLogo: (url: string) => Promise<LogoImage | null>;
  getFavicon: (host: string) => Promise<FaviconResult>;
};

const SERVED: LogoSources = { fetchLogo, getFavicon };

/**
 * The avatar of a company's card, chosen by the company page's own rule (companyLogo): the
 * stored logo, else the website's icon as our favicon route serves it, else none (the page's
 * placeholder is no logo). One that cannot be had is left out, as the spec wants.
 */
export async function cardLogo(
  company: Pick<CardCompany, "logo_url" | "fallback_avatar" | "website">,
  sources: LogoSources = SERVED,
): Promise<LogoImage | null> {
  const logo = companyLogo(company);
  if (logo.kind === "stored") return sources.fetchLogo(logo.url);
  if (logo.kind === "placeholder") return null;
  const icon = await sources.getFavicon(logo.host);
  return icon.kind === "icon" ? { bytes: icon.body, type: icon.contentType } : null;
}
