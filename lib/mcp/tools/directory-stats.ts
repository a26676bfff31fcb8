import "server-only";
import { z } from "zod";
import { isoToday } from "@/lib/domain/stats-periods";
import { getMoneyTotals } from "@/lib/queries/home";
import { datasetInfo } from "@/lib/queries/open-data/dataset-info";
import {
  countCompaniesByYear,
  countHeadlinesByMonth,
  countValuationsByYear,
  listTopTags,
} from "@/lib/queries/stats";
import { sumFundingByYearAndType } from "@/lib/queries/stats-funding";
import { getOpenSourceStats } from "@/lib/queries/stats-open-source";
import { pageUrl } from "@/lib/site-url";
import { defineTool } from "../tool";

// directory_stats: the figures /stats charts, read by the same queries, with the counts /data
// gives of the published dataset.

export const directoryStatsTool = defineTool({
  name: "directory_stats",
  title: "Directory statistics",
  description:
    "The directory's figures, as its /stats page charts them: how many published companies and headlines, total funding and latest valuations (in millions of USD) and how many companies they cover, companies by year founded, disclosed funding by year and round type (in USD), the largest technology, industry and licence tags, headlines per month over two years, valuations by year, and GitHub stars (totals, by licence, by range, the top projects). `url` is the /stats page.",
  inputSchema: z.object({}).strict(),
  async run() {
    const today = isoToday();
    const [info, totals, companies, funding, tags, headlines, valuations, openSource] =
      await Promise.all([
        datasetInfo(),
        getMoneyTotals(),
        countCompaniesByYear(today),
        sumFundingByYearAndType(today),
        listTopTags(),
        countHeadlinesByMonth(today),
        countValuationsByYear(today),
        getOpenSourceStats(),
      ]);
    return {
      url: pageUrl("/stats"),
      as_of: today,
      companies: info.companies,
      headlines: info.headlines,
      funding_millions: totals.fundingMillions,
      funded_companies: totals.fundedCompanies,
      valuation_millions: totals.valuationMillions,
      valued_companies: totals.valuedCompanies,
      companies_by_year_founded: companies,
      funding_usd: funding,
      top_tags: tags,
      headlines_by_month: headlines,
      valuations_by_year: valuations,
      open_source: openSource,
    };
  },
});
