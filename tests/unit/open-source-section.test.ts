import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OpenSourceSection } from "@/components/site/stats/open-source-section";
import { STAR_RANGE_LABELS } from "@/components/site/stats/star-ranges-chart";
import type { OpenSourceStats } from "@/lib/queries/stats-open-source";

const render = (data: OpenSourceStats) =>
  renderToStaticMarkup(createElement(OpenSourceSection, { data }));

const EMPTY: OpenSourceStats = {
  asOf: null,
  repositories: 0,
  stars: 0,
  byLicense: [],
  byRange: [0, 0, 0, 0, 0],
  top: [],
};

const DATA: OpenSourceStats = {
  asOf: "2026-11-20",
  repositories: 3,
  stars: 80_150,
  byLicense: [
    { license: "MIT", repositories: 2, stars: 80_050 },
    { license: "NOASSERTION", repositories: 1, stars: 100 },
  ],
  byRange: [0, 1, 0, 0, 2],
  top: [
    {
      id: 4,
      project: "exampledb",
      url: "https://github.com/example/exampledb",
      stars: 60_000,
      company: { name: "Example Data", shortname: "example-data" },
    },
  ],
};

describe("the stats page's GitHub section", () => {
  it("says in one line that there are no figures yet, without empty charts", () => {
    const html = render(EMPTY);
    expect(html).toContain("No GitHub figures yet");
    expect(html).not.toContain("data-chart");
    expect(html).not.toContain("<svg");
  });

  it("dates its figures and draws each chart with its title, text alternative and table", () => {
    const html = render(DATA);
    expect(html).toContain(
      "GitHub figures as of November 20, 2026: 3 repositories with 80,150 stars.",
    );
    for (const id of ["stars-by-license", "repositories-by-stars", "most-starred-projects"]) {
      expect(html).toContain(`data-chart="${id}"`);
      expect(html).toContain(`aria-describedby="${id}-summary"`);
    }
    expect(html.match(/Show the numbers/g)).toHaveLength(3);
    expect(html).toContain("Not recognised by GitHub");
    expect(html).toContain('href="/organizations/example-data"');
  });

  it("sums the licences past the 11 largest into one bar", () => {
    const byLicense = Array.from({ length: 14 }, (_, i) => ({
      license: `L-${i}`,
      repositories: 1,
      stars: 1_000 - i,
    }));
    const html = render({ ...DATA, byLicense });
    expect(html).toContain("L-10");
    expect(html).not.toContain("L-11");
    expect(html).toContain("3 other licenses: 2,964 stars");
  });

  it("names the star ranges as people say them", () => {
    expect(STAR_RANGE_LABELS).toEqual(["Under 100", "100–1k", "1k–10k", "10k–50k", "Over 50k"]);
  });
});
