import type { HeadlineType } from "@/lib/domain/constants";
import {
  matchCompanies,
  normaliseHost,
  type CompanyMatcher,
  type MatchedCompany,
} from "./company-matcher";
import { detectFunding } from "./funding";
import { readPageMetadata } from "./page-metadata";

/** The answer of GET /api/analyze-url: what the headline form can be filled with. */
export type UrlAnalysis = {
  headlineDate: string | null;
  mediaOutlet: string | null;
  title: string | null;
  organizations: MatchedCompany[];
  headlineType: HeadlineType | null;
  totalAmount: number | null;
};

/** An analysis plus the text a model reads. */
export type PageAnalysis = UrlAnalysis & { text: string; description: string | null };

/**
 * Reads an article's metadata and guesses what the headline form needs: date, outlet,
 * title, the companies it mentions and its type (funding, with the amount in USD, when it
 * reports a raise; an announcement on a mentioned company's own site; else a media mention).
 */
export function analyzePage(html: string, url: string, matcher: CompanyMatcher): PageAnalysis {
  const page = readPageMetadata(html, url);
  const organizations = matchCompanies(matcher, [
    page.title ?? "",
    page.description ?? "",
    page.text,
  ]);
  const funding = detectFunding(page.title ?? "", `${page.description ?? ""} ${page.text}`);
  const ownSite = matcher.byHost.get(normaliseHost(new URL(url).hostname));
  const headlineType: HeadlineType = funding
    ? "funding"
    : ownSite && organizations.some((org) => org.id === ownSite.id)
      ? "announcement"
      : "media_mention";
  return {
    headlineDate: page.date,
    mediaOutlet: page.outlet,
    title: page.title,
    organizations,
    headlineType,
    totalAmount: funding?.amountUsd ?? null,
    text: page.text,
    description: page.description,
  };
}

/** The answer's fields only, without the article text. */
export function toUrlAnalysis(page: PageAnalysis): UrlAnalysis {
  const { headlineDate, mediaOutlet, title, organizations, headlineType, totalAmount } = page;
  return { headlineDate, mediaOutlet, title, organizations, headlineType, totalAmount };
}
