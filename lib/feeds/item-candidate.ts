import type { HeadlineType, RoundType } from "@/lib/domain/constants";
import { detectRoundType } from "@/lib/domain/round-type";
import {
  matchCompanies,
  normaliseHost,
  type CompanyMatcher,
} from "@/lib/domain/url-analysis/company-matcher";
import { detectFunding } from "@/lib/domain/url-analysis/funding";
import type { FeedItem } from "./parse-feed";

// What a feed item proposes as a headline: its title as the description, its link and date,
// the outlet, the companies it names with why ("'Neon' in the title"), and its type, round type
// and amount as the URL analysis reads them. A curator reviews it before anyone sees it.

export type SourceOfItem = {
  kind: "company" | "outlet";
  /** A company blog's company. */
  company: { id: number; name: string } | null;
  outlet: string | null;
};

export type MatchReason = { organization_id: number; reason: string };

export type Candidate = {
  description: string;
  url: string;
  headline_date: string;
  media_outlet: string | null;
  headline_type: HeadlineType;
  round_type: RoundType | null;
  total_amount: number | null;
  match_reasons: MatchReason[];
};

/** The candidate headline of `item` from `source`, its companies found by `matcher`. */
export function candidateOf(
  item: FeedItem,
  source: SourceOfItem,
  matcher: CompanyMatcher,
): Candidate {
  const reasons = new Map<number, string>();
  const add = (id: number, reason: string) => {
    if (!reasons.has(id)) reasons.set(id, reason);
  };
  if (source.company) add(source.company.id, `the blog of ${source.company.name}`);
  for (const [field, text] of [
    ["title", item.title],
    ["summary", item.summary],
  ] as const) {
    for (const company of matchCompanies(matcher, [text])) {
      add(company.id, `'${company.name}' in the ${field}`);
    }
  }
  const funding = detectFunding(item.title, item.summary);
  const ownSite = matcher.byHost.get(normaliseHost(new URL(item.link).hostname));
  const type: HeadlineType = funding
    ? "funding"
    : source.kind === "company" || (ownSite && reasons.has(ownSite.id))
      ? "announcement"
      : "media_mention";
  return {
    description: item.title,
    url: item.link,
    headline_date: item.publishedAt.toISOString().slice(0, 10),
    media_outlet: source.outlet,
    headline_type: type,
    round_type: funding ? detectRoundType(`${item.title} ${item.summary}`) : null,
    total_amount: funding?.amountUsd ?? null,
    match_reasons: [...reasons].map(([organization_id, reason]) => ({ organization_id, reason })),
  };
}
