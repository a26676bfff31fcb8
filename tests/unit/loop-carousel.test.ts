import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeadlinesCarousel } from "@/components/site/headlines/headlines-carousel";
import type { HeadlineCard } from "@/lib/queries/headline-search";

const headline = (id: number): HeadlineCard => ({
  id,
  headline_type: "funding",
  headline_date: "2025-01-02",
  url: `https://news.example.com/${id}`,
  description: `Headline ${id}`,
  total_amount: 1_000_000,
  media_outlet: "Example News",
  published: true,
  organizations: [{ id: 1, name: "Example", shortname: "example", website: null }],
  organization_count: 1,
});

describe("HeadlinesCarousel on the shared loop", () => {
  const html = renderToStaticMarkup(
    createElement(HeadlinesCarousel, {
      headlines: Array.from({ length: 30 }, (_, i) => headline(i + 1)),
      isAdmin: false,
    }),
  );

  // The browser adds the second copy (tests/e2e/headlines.spec.ts): the page sends one.
  it("sends one copy named 'Recent headlines', with the placeholders at 0, 11 and 22", () => {
    expect(html.match(/data-carousel-copy/g)).toHaveLength(1);
    expect(html).not.toContain('aria-hidden="true" data-carousel-copy');
    expect(html.match(/aria-label="Recent headlines"/g)).toHaveLength(1);
    expect(html.match(/data-carousel-track/g)).toHaveLength(1);
    expect(html.match(/data-carousel-placeholder/g)).toHaveLength(3);
    expect(html.match(/href="https:\/\/news\.example\.com\/7"/g)).toHaveLength(1);
  });

  it("moves by half the track in 180 s with 20rem slots", () => {
    expect(html).toContain("--loop-copies:2");
    expect(html).toContain("--loop-duration:180s");
    expect(html).toContain("--loop-item-width:20rem");
  });
});
