import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ShowcaseView } from "@/components/site/showcase/showcase-view";
import type { ShowcaseOrganization } from "@/lib/queries/showcase";

const render = (props: Parameters<typeof ShowcaseView>[0]) =>
  renderToStaticMarkup(createElement(ShowcaseView, props));

const count = (html: string, text: string) => html.split(text).length - 1;

function organization(id: number, extra: Partial<ShowcaseOrganization> = {}): ShowcaseOrganization {
  return {
    id,
    name: `Company ${id}`,
    shortname: `company-${id}`,
    organization_type: "company",
    description: "A long description.",
    short_description: null,
    city: "Berlin, Germany",
    year_founded: 2019,
    funding_millions: 396,
    logo_url: null,
    fallback_avatar: false,
    stars: null,
    website: "https://example.com",
    tags: [{ id: 1, name: "Database", category: "technology" }],
    people_count: 1,
    headlines: [],
    valuation: null,
    ...extra,
  };
}

describe("ShowcaseView", () => {
  it("always shows the heading and the subtitle", () => {
    const html = render({ organizations: [] });
    expect(html).toContain("<h1");
    expect(html).toContain("COSS Company Showcase");
    expect(html).toContain(
      "Discover companies building the future of commercial open source software",
    );
  });

  it("shows the empty state when there are no organizations", () => {
    const html = render({ organizations: [] });
    expect(html).toContain("No organizations found");
    expect(html).toContain("Organizations will appear here once they are added.");
    expect(html).not.toContain("data-carousel-track");
  });

  // The browser adds the other two copies (tests/e2e/showcase.spec.ts): the page sends one.
  it("sends one copy of the loop of three, named and focusable", () => {
    const orgs = Array.from({ length: 30 }, (_, i) => organization(i + 1));
    const html = render({ organizations: orgs });
    expect(count(html, "data-carousel-copy")).toBe(1);
    expect(count(html, 'aria-label="Showcased companies"')).toBe(1);
    expect(count(html, "data-carousel-placeholder")).toBe(3);
    const links = html.match(/<a [^>]*href="\/organizations\/company-7"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).not.toContain("tabindex");
    expect(html).toContain("--loop-copies:3");
    expect(html).toContain("--loop-duration:480s");
    expect(html).toContain("--loop-item-width:min(400px, 85vw)");
  });

  it("shows a card's facts, headlines and latest valuation", () => {
    const org = organization(1, {
      short_description: "Open source example database",
      people_count: 2,
      valuation: { amount_millions: 2500, date: "2025-06-01" },
      headlines: [
        {
          id: 9,
          headline_type: "funding",
          headline_date: null,
          url: "https://news.example.com/a",
          description: "Raises a round",
        },
      ],
    });
    const html = render({ organizations: [org] });
    for (const text of [
      "Open source example database",
      "Berlin, Germany",
      "Founded 2019",
      "Funding $396.0M",
      "2 key people",
      "$2.5B",
      "Database",
      "Funding",
      "No date",
      'href="https://news.example.com/a" target="_blank" rel="noopener noreferrer"',
      "Raises a round",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("A long description.");
  });
});
