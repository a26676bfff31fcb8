import { describe, expect, it } from "vitest";
import {
  DEFAULT_OG_TEMPLATE,
  type CardCompany,
  type OgElement,
  type OgTemplateStyle,
} from "@/lib/domain/og-template";
import { cardTree, type CardNode } from "@/lib/og/card-tree";
import { renderCard, renderCardSvg } from "@/lib/og/render-card";
import { readPng } from "../fixtures/png";

const company: CardCompany = {
  name: "Acme Open Source",
  shortname: "acme",
  short_description: "Databases for everyone",
  description: "Acme builds an open source database.",
  city: "Berlin, Germany",
  year_founded: 2019,
  funding_millions: 25,
  logo_url: null,
  fallback_avatar: false,
  website: null,
};

const redDot = {
  bytes: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#FF0000"/></svg>',
  ),
  type: "image/svg+xml",
};

describe("the card renderer", () => {
  it("draws a 1200x630 PNG whose background has the template's colour", async () => {
    const { png } = await renderCard(DEFAULT_OG_TEMPLATE, company);
    expect(readPng(png)).toEqual({ width: 1200, height: 630, topLeft: "#00274C" });
    const green = await renderCard(
      { ...DEFAULT_OG_TEMPLATE, background_color: "#10B981" },
      company,
    );
    expect(readPng(green.png).topLeft).toBe("#10B981");
  });

  it("writes the company's texts and the template's colours into the SVG", async () => {
    const svg = await renderCardSvg({ ...DEFAULT_OG_TEMPLATE, accent_color: "#ABCDEF" }, company);
    expect(svg).toMatch(/^<svg[^>]*width="1200"[^>]*height="630"/);
    expect(svg).toContain("#ABCDEF");
  }, 20_000);

  it("leaves out what the template hides", () => {
    const images = { brand: "data:image/svg+xml;base64,", avatar: null };
    const texts = (template = DEFAULT_OG_TEMPLATE) =>
      JSON.stringify(cardTree(template, company, images, "arimo"));
    expect(texts()).toContain("Berlin, Germany  •  Founded 2019  •  $25.0M raised");
    const hidden = texts({
      ...DEFAULT_OG_TEMPLATE,
      show_city: false,
      show_short_description: false,
      show_description: false,
    });
    expect(hidden).toContain("Founded 2019  •  $25.0M raised");
    expect(hidden).not.toContain("Berlin");
    expect(hidden).not.toContain("Databases for everyone");
    expect(hidden).not.toContain("Acme builds");
  });

  it("places text by layout (x 600 centred, 100 left, 1100 right) and by own position", () => {
    const style = (template: OgTemplateStyle, element: OgElement) => {
      const tree = cardTree(template, company, { brand: "data:,", avatar: null }, "arimo");
      const layers = tree.props.children as CardNode[];
      return layers[template.element_order.indexOf(element)].props.style;
    };
    const layout = (name: OgTemplateStyle["layout"]) => ({ ...DEFAULT_OG_TEMPLATE, layout: name });
    expect(style(layout("centered"), "title")).toMatchObject({
      left: 100,
      width: 1000,
      justifyContent: "center",
    });
    expect(style(layout("left"), "title")).toMatchObject({
      left: 100,
      justifyContent: "flex-start",
    });
    expect(style(layout("right"), "title")).toMatchObject({
      left: 100,
      justifyContent: "flex-end",
    });
    expect(style(layout("centered"), "description")).toMatchObject({
      left: 200,
      width: 800,
      lineHeight: "30px",
    });
    const moved = { ...layout("left"), element_positions: { title: { x: 300, y: 200 } } };
    expect(style(moved, "title")).toMatchObject({ left: 300, top: 200 - Math.round(56 * 0.9) });
    const spaced = { ...moved, spacers: { title: 20 } };
    expect(style(spaced, "title")).toMatchObject({ top: 220 - Math.round(56 * 0.9) });
  });

  it("draws the company avatar on a white square", async () => {
    const { png } = await renderCard(
      { ...DEFAULT_OG_TEMPLATE, background_color: "#000000" },
      company,
      redDot,
    );
    expect(readPng(png).width).toBe(1200);
    const svg = await renderCardSvg(DEFAULT_OG_TEMPLATE, company, redDot);
    expect(svg).toContain("data:image/svg+xml;base64");
  });

  it("leaves out a logo of a type it cannot draw, and truncates a 10,000-character name", async () => {
    const svg = await renderCardSvg(
      { ...DEFAULT_OG_TEMPLATE, show_logo: false },
      { ...company, name: "A".repeat(10_000) },
      { bytes: Buffer.from("<html>"), type: "text/html" },
    );
    expect(svg).not.toContain("data:text/html");
    expect(svg.length).toBeLessThan(2_000_000);
  }, 20_000);
});
