import { describe, expect, it } from "vitest";
import { companyFunding } from "@/lib/domain/funding";
import { DEFAULT_LIST_STATE } from "@/lib/domain/list-state";
import { getCompanyByShortname } from "@/lib/queries/company-detail";
import { listCompanies } from "@/lib/queries/company-list";
import { getFundingRounds } from "@/lib/queries/funding-rounds";
import { getMoneyTotals } from "@/lib/queries/home";
import { getPublishedCardCompany } from "@/lib/queries/og-card";
import { shareDemoDatabase } from "./search/demo-database";

// One funding figure (lib/domain/funding.ts) on the demo data: the company page's, worked out
// from its rounds, is the one the lists sort and filter by, the home total sums and the card shows.

describe("the funding figure on the demo data", () => {
  shareDemoDatabase("pglite");

  it("is Supabase's curated total, with its two disclosed rounds typed from its description", async () => {
    const supabase = (await getCompanyByShortname("supabase"))!;
    const rounds = await getFundingRounds(supabase.id);
    expect(rounds.map((round) => round.round_type)).toEqual(["series_e", "series_d"]);
    expect(
      companyFunding(
        supabase.curated_funding_millions,
        rounds.map((round) => round.amount_usd),
      ),
    ).toEqual({
      millions: 500,
      source: "curated",
      disclosed: { usd: 300e6, rounds: 2 },
      differs: true,
    });
    expect(supabase.funding_millions).toBe(500);
  });

  it("is the same in SQL as in the page's function for every company, and the home total sums it", async () => {
    const list = await listCompanies({ ...DEFAULT_LIST_STATE, itemsPerPage: "all" });
    let total = 0;
    let funded = 0;
    let fromRounds = 0;
    for (const item of list.items) {
      const company = (await getCompanyByShortname(item.shortname))!;
      const rounds = await getFundingRounds(company.id);
      const funding = companyFunding(
        company.curated_funding_millions,
        rounds.map((round) => round.amount_usd),
      );
      if (funding.millions === null) {
        expect(item.funding_millions, item.shortname).toBeNull();
        continue;
      }
      expect(item.funding_millions, item.shortname).toBeCloseTo(funding.millions, 6);
      total += funding.millions;
      funded += 1;
      if (funding.source === "rounds") fromRounds += 1;
    }
    // Companies without a curated total count by their rounds (Temporal's $551M among them).
    expect(fromRounds).toBeGreaterThan(0);
    const totals = await getMoneyTotals();
    expect(totals.fundingMillions).toBeCloseTo(total, 6);
    expect(totals.fundedCompanies).toBe(funded);
    expect((await getPublishedCardCompany("temporal-technologies"))?.funding_millions).toBe(551);
  });

  it("orders the list by funding and files each company in the range of its figure", async () => {
    const sorted = await listCompanies({
      ...DEFAULT_LIST_STATE,
      itemsPerPage: "all",
      sortField: "total_funding",
      sortDirection: "desc",
    });
    const figures = sorted.items.map((item) => item.funding_millions);
    const known = figures.filter((figure): figure is number => figure !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    // Missing figures sort last.
    expect(figures.slice(known.length).every((figure) => figure === null)).toBe(true);

    const names = (items: { name: string }[]) => items.map((item) => item.name).sort();
    const within = (from: number, below: number) =>
      sorted.items.filter(
        (item) => item.funding_millions! >= from && item.funding_millions! < below,
      );
    const midRange = await listCompanies({
      ...DEFAULT_LIST_STATE,
      itemsPerPage: "all",
      funding: "100m-1b",
    });
    expect(names(midRange.items)).toEqual(names(within(100, 1000)));
    expect(names(midRange.items)).toContain("Temporal Technologies");
    const none = await listCompanies({
      ...DEFAULT_LIST_STATE,
      itemsPerPage: "all",
      funding: "not-disclosed",
    });
    expect(names(none.items)).toEqual(
      names(sorted.items.filter((item) => item.funding_millions === null)),
    );
  });
});
