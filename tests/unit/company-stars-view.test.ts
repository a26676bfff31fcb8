import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompanyTable } from "@/components/site/companies/company-table";
import { GalleryCard } from "@/components/site/companies/gallery-card";
import { galleryCardData } from "@/components/site/companies/gallery-card-data";
import { DEFAULT_LIST_STATE } from "@/lib/domain/list-state";
import type { CompanyListItem } from "@/lib/queries/company-list";

const company = (id: number, stars: number | null): CompanyListItem => ({
  id,
  name: `Company ${id}`,
  shortname: `company-${id}`,
  description: null,
  short_description: null,
  city: null,
  year_founded: null,
  funding_millions: null,
  logo_url: null,
  fallback_avatar: false,
  stars,
  total_funding: null,
  valuation_millions: null,
  published: true,
  date_added: "2026-01-01 00:00:00+00",
  date_updated: "2026-01-01 00:00:00+00",
  website: null,
  first_project: null,
  tags: [],
  headlines: [],
});

const NOW = new Date("2026-11-26T12:00:00Z");
const card = (stars: number | null) =>
  renderToStaticMarkup(
    createElement(GalleryCard, { card: galleryCardData(company(1, stars), NOW) }),
  );

describe("a company's stars in the list", () => {
  it("show on a gallery card as '★ 80.1k', exact on hover and for screen readers", () => {
    const html = card(80_123);
    expect(html).toContain('title="80,123 stars on GitHub"');
    expect(html).toContain('<span aria-hidden="true">★ 80.1k</span>');
    expect(html).toContain('<span class="sr-only">80,123 stars on GitHub</span>');
  });

  it("show nothing on the card of a company without figures", () => {
    const html = card(null);
    expect(html).not.toContain("★");
    expect(html).not.toContain("GitHub stars");
  });

  it("fill the table's Stars column, '—' without figures, its header sorting most first", () => {
    const html = renderToStaticMarkup(
      createElement(CompanyTable, {
        companies: [company(1, 1_500), company(2, null)],
        state: DEFAULT_LIST_STATE,
      }),
    );
    expect(html).toContain('<span aria-hidden="true">★ 1.5k</span>');
    expect(html).toContain('<span class="sr-only">1,500 stars on GitHub</span>');
    expect(html).toMatch(/<td class="[^"]*">—<\/td>/);
    expect(html).toContain('href="/organizations?sortField=stars"');
  });
});
