import { describe, expect, it } from "vitest";
import { badgeMessage, parseBadgeMetric, unknownMetricMessage } from "@/lib/domain/badge-metric";
import { badgeMarkdown, embedIframeHtml } from "@/lib/domain/embed-snippets";

const figures = { stars: 98_765, funding_millions: 500, valuation_millions: 5000 };

describe("a badge's metric", () => {
  it("is stars unless the query names one of the four", () => {
    expect(parseBadgeMetric(null)).toBe("stars");
    expect(parseBadgeMetric("")).toBe("stars");
    expect(parseBadgeMetric("valuation")).toBe("valuation");
    expect(parseBadgeMetric("Stars")).toBeNull();
    expect(unknownMetricMessage("forks")).toBe(
      'Unknown metric "forks": use stars, funding, valuation, listed.',
    );
  });

  it("says each figure as GitHub and the lists write it", () => {
    expect(badgeMessage(figures, "stars")).toMatchObject({ text: "98.8k", icon: "star" });
    expect(badgeMessage({ ...figures, stars: 950 }, "stars").text).toBe("950");
    expect(badgeMessage(figures, "funding").text).toBe("$500M raised");
    expect(badgeMessage({ ...figures, funding_millions: 1.25 }, "funding").text).toBe(
      "$1.3M raised",
    );
    expect(badgeMessage(figures, "valuation").text).toBe("$5B valuation");
  });

  it("falls back to 'listed' for a figure the company does not have", () => {
    const none = { stars: null, funding_millions: null, valuation_millions: null };
    for (const metric of ["stars", "funding", "valuation", "listed"] as const) {
      expect(badgeMessage(none, metric).text).toBe("listed");
    }
    expect(badgeMessage({ ...figures, stars: 0 }, "stars").text).toBe("listed");
  });
});

describe("the snippets", () => {
  it("escape what they quote", () => {
    const html = embedIframeHtml({
      src: "https://x.test/a?b=1&c=2",
      title: 'A "B" <C>',
      width: 300,
    });
    expect(html).toContain('src="https://x.test/a?b=1&amp;c=2"');
    expect(html).toContain('title="A &quot;B&quot; &lt;C&gt;"');
    expect(html).toContain('width="300" height="160"');
    expect(
      badgeMarkdown({ alt: "A [b]", src: "https://x.test/b.svg", href: "https://x.test" }),
    ).toBe("[![A \\[b\\]](https://x.test/b.svg)](https://x.test)");
  });
});
