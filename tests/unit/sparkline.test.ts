import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Sparkline, type SparkPoint } from "@/components/site/charts/sparkline";
import { ProjectStars } from "@/components/site/company/project-stars";
import type { StarPoint } from "@/lib/github/star-series";

const counted = (day: string, value: number): SparkPoint => ({ day, value, estimated: false });
const estimated = (day: string, value: number): SparkPoint => ({ day, value, estimated: true });

const draw = (points: SparkPoint[]) =>
  renderToStaticMarkup(
    createElement(Sparkline, {
      id: "p1",
      points,
      from: "2025-01-01",
      to: "2025-01-11",
      title: "Stars of acme/db over the last year",
      summary: "Stars of acme/db over the last year: from 100 to 200.",
    }),
  );

const lines = (svg: string) =>
  [...svg.matchAll(/<polyline points="([^"]+)"([^>]*)>/g)].map(([, points, rest]) => ({
    points,
    dashed: rest.includes('stroke-dasharray="3 3"'),
  }));

describe("the sparkline", () => {
  it("places days across the period and values from their lowest (bottom) to highest (top)", () => {
    const svg = draw([
      counted("2025-01-01", 100),
      counted("2025-01-06", 150),
      counted("2025-01-11", 200),
    ]);
    // 240 × 48 with 3 units of margin: x from 3 to 237, y from 45 (lowest) to 3 (highest).
    expect(lines(svg)).toEqual([{ points: "3,45 120,24 237,3", dashed: false }]);
    expect(svg).toContain('<circle cx="237" cy="3"');
  });

  it("starts a late history where it starts, and lays a flat one across the middle", () => {
    const svg = draw([counted("2025-01-06", 7), counted("2025-01-11", 7)]);
    expect(lines(svg)).toEqual([{ points: "120,24 237,24", dashed: false }]);
  });

  it("dashes each stretch that touches an estimated point, joined to the counted line", () => {
    const svg = draw([
      estimated("2025-01-01", 100),
      estimated("2025-01-03", 120),
      counted("2025-01-06", 150),
      counted("2025-01-11", 200),
    ]);
    expect(lines(svg)).toEqual([
      { points: "3,45 49.8,36.6 120,24", dashed: true },
      { points: "120,24 237,3", dashed: false },
    ]);
  });

  it("draws a single day as a dot, with no line", () => {
    const svg = draw([counted("2025-01-11", 5)]);
    expect(lines(svg)).toEqual([]);
    expect(svg).toContain('<circle cx="237" cy="24"');
  });

  it("is an image named by its title and described by its text alternative, shown as caption", () => {
    const svg = draw([counted("2025-01-01", 100), counted("2025-01-11", 200)]);
    expect(svg).toContain('role="img" aria-labelledby="p1-title" aria-describedby="p1-summary"');
    expect(svg).toContain('<title id="p1-title">Stars of acme/db over the last year</title>');
    expect(svg).toContain(
      '<figcaption id="p1-summary" class="text-xs text-slate-600">Stars of acme/db over the last year: from 100 to 200.</figcaption>',
    );
  });
});

describe("a project's stars", () => {
  const TODAY = new Date("2026-03-01T12:00:00Z");
  const point = (day: string, stars: number, isEstimated = false): StarPoint => ({
    day,
    stars,
    estimated: isEstimated,
  });
  const render = (points: StarPoint[]) =>
    renderToStaticMarkup(
      createElement(ProjectStars, {
        projectId: 7,
        url: "https://github.com/supabase/supabase",
        points,
        today: TODAY,
      }),
    );

  it("says the first and last counts of the year, and that the dashed part is estimated", () => {
    const html = render([
      point("2024-12-01", 50_000),
      point("2025-03-01", 61_000, true),
      point("2025-09-01", 70_000),
      point("2026-03-01", 80_000),
    ]);
    expect(html).toContain(
      "Stars of supabase/supabase over the last year: from 61,000 to 80,000. The dashed part is estimated",
    );
    expect(html).toContain('id="project-7-stars-title"');
    // The year runs from 2025-03-01 to 2026-03-01: its first point sits on the left edge.
    expect(html).toMatch(/<polyline points="3,45 [^"]+" [^>]*stroke-dasharray="3 3"/);
  });

  it("gives its numbers in a table under a disclosure: the first day, each month's last, the latest", () => {
    const html = render([
      point("2026-01-05", 100),
      point("2026-01-20", 110),
      point("2026-01-31", 120),
      point("2026-02-10", 130),
      point("2026-02-27", 140),
      point("2026-03-01", 150),
    ]);
    expect(html).toContain("<details");
    const rows = [
      ...html.matchAll(/<tr><th scope="row">([^<]+)<\/th><td[^>]*>([^<]+)<\/td><\/tr>/g),
    ];
    expect(rows.map(([, day, stars]) => [day, stars])).toEqual([
      ["Jan 5, 2026", "100"],
      ["Jan 31, 2026", "120"],
      ["Feb 27, 2026", "140"],
      ["Mar 1, 2026", "150"],
    ]);
    expect(html).not.toContain("Estimated");
    expect(html).not.toContain("stroke-dasharray");
  });

  it("draws nothing without a point in the last year", () => {
    expect(render([point("2024-01-01", 10)])).toBe("");
  });
});
