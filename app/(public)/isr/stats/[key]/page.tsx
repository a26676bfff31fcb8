import type { Metadata } from "next";
import { StatsView } from "@/components/site/stats/stats-view";
import { isoToday } from "@/lib/domain/stats-periods";
import {
  countCompaniesByYear,
  countHeadlinesByMonth,
  countValuationsByYear,
  listTopTags,
} from "@/lib/queries/stats";
import { getMoneyTotals } from "@/lib/queries/home";
import { sumFundingByYearAndType } from "@/lib/queries/stats-funding";
import { getOpenSourceStats } from "@/lib/queries/stats-open-source";

// /stats, served here through a rewrite like the other pages: one cached page for everyone,
// regenerated hourly and after every admin write; never built with defaults. A read that
// fails shows error.tsx, uncached.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const metadata: Metadata = {
  title: "Stats",
  description:
    "Charts of the commercial open source directory: companies by year founded, disclosed funding, the largest tags, headlines, valuations and GitHub stars.",
  alternates: { canonical: "/stats" },
};

export default function StatsPage() {
  const today = isoToday();
  // Asked for at once, the largest charts' numbers first: each chart renders when its own
  // arrive, while the database computes the next.
  const headlines = countHeadlinesByMonth(today);
  const tags = listTopTags();
  const funding = sumFundingByYearAndType(today);
  const totals = getMoneyTotals();
  const companies = countCompaniesByYear(today);
  const valuations = countValuationsByYear(today);
  const openSource = getOpenSourceStats();
  return (
    <StatsView
      asOf={today}
      companies={companies}
      funding={funding}
      totals={totals}
      tags={tags}
      headlines={headlines}
      valuations={valuations}
      openSource={openSource}
    />
  );
}
