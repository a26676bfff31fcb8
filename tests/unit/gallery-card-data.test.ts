import { describe, expect, it } from "vitest";
import { galleryCardData } from "@/components/site/companies/gallery-card-data";
import type { CompanyListItem } from "@/lib/queries/company-list";

const tag = (id: number, category: string) => ({ id, name: `Tag ${id}`, category });
const headline = (id: number, type: string, url: string, amount: number | null) => ({
  id,
  headline_type: type,
  headline_date: "2026-11-01",
  url,
  description: `Headline ${id}`,
  total_amount: amount,
  media_outlet: "Example News",
  published: true,
});

const company: CompanyListItem = {
  id: 7,
  name: "Acme Data",
  shortname: "acme-data",
  description: "Acme Data builds an open source database.",
  short_description: "Open source database",
  city: null,
  year_founded: 2019,
  funding_millions: 4500,
  logo_url: null,
  fallback_avatar: false,
  stars: 80_123,
  total_funding: "4.5B",
  valuation_millions: null,
  published: true,
  date_added: "2026-11-25 12:00:00+00",
  date_updated: "2026-11-01 00:00:00+00",
  website: "https://acme.example.com",
  first_project: null,
  tags: [tag(1, "license"), tag(2, "industry"), tag(3, "industry"), tag(4, "industry")],
  headlines: [
    headline(10, "funding", "https://news.example.com/10", 386_000_000),
    headline(11, "announcement", "javascript:alert(1)", null),
  ],
};

describe("a gallery card's data", () => {
  it("is what the card shows, in words, and nothing else: an unknown fact is null (no line)", () => {
    const card = galleryCardData(company, new Date("2026-11-26T12:00:00Z"));
    expect(card).toEqual({
      shortname: "acme-data",
      name: "Acme Data",
      logoSrc: "/api/favicon?host=acme.example.com",
      isNew: true,
      published: true,
      description: "Open source database",
      tags: [tag(2, "industry"), tag(3, "industry"), tag(1, "license")],
      city: null,
      founded: "Founded 2019",
      funding: "Funding $4.5B",
      valuation: null,
      stars: { compact: "80.1k", exact: "80,123 stars" },
      headlines: [
        {
          id: 10,
          type: "funding",
          url: "https://news.example.com/10",
          text: "Headline 10",
          amount: "$386M",
        },
        { id: 11, type: "announcement", url: null, text: "Headline 11", amount: null },
      ],
      updated: "Last updated November 1, 2026",
    });
  });

  it("falls back to the long description, and drops the NEW badge after two days", () => {
    const card = galleryCardData(
      { ...company, short_description: "" },
      new Date("2026-11-28T12:00:01Z"),
    );
    expect(card.description).toBe("Acme Data builds an open source database.");
    expect(card.isNew).toBe(false);
  });

  it("shows no stars for a company without GitHub figures", () => {
    const card = galleryCardData({ ...company, stars: null }, new Date("2026-11-26T12:00:00Z"));
    expect(card.stars).toBeNull();
  });
});
