import { readFileSync } from "node:fs";
import path from "node:path";
import satori from "satori";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { badgeLayout, badgeSvg } from "@/lib/badges/badge-svg";
import { badgeTextWidth } from "@/lib/badges/text-width";
import { NOT_LISTED } from "@/lib/domain/badge-metric";

// Badge widths come from the advance widths in the font file the social cards use (Arimo,
// Arial's metrics), and agree with what satori, which draws the cards, lays the same text out at.

const ARIMO = readFileSync(path.join("assets", "fonts", "arimo-latin-400-normal.woff"));

/** The width satori gives `text` at 11 px in Arimo (its layout rounds up to a whole pixel). */
async function satoriWidth(text: string): Promise<number> {
  const tree = {
    type: "div",
    props: {
      style: { display: "flex", alignItems: "flex-start" },
      children: {
        type: "div",
        props: {
          style: { display: "flex", fontSize: 11, backgroundColor: "#f00" },
          children: text,
        },
      },
    },
  };
  const svg = await satori(tree as unknown as ReactNode, {
    width: 1000,
    height: 20,
    fonts: [{ name: "arimo", data: ARIMO, weight: 400, style: "normal" }],
  });
  return Number(/<rect [^>]*width="([\d.]+)"[^>]*fill="#f00"/.exec(svg)![1]);
}

describe("badge text widths", () => {
  it("are Arial's advance widths at 11 px", () => {
    // Arial's advances in units of 2048 per em: "i" 455, "W" 1933, space 569.
    expect(badgeTextWidth("i")).toBeCloseTo((455 / 2048) * 11, 6);
    expect(badgeTextWidth("W W")).toBeCloseTo(((1933 * 2 + 569) / 2048) * 11, 6);
    expect(badgeTextWidth("iiii")).toBeLessThan(badgeTextWidth("WW"));
  });

  it("agree with satori's layout of the same font", async () => {
    for (const text of [
      "COSS Directory",
      "98.8k",
      "$1.5B raised",
      "not listed",
      "$2.5B valuation",
    ]) {
      expect(Math.ceil(badgeTextWidth(text)), text).toBe(await satoriWidth(text));
    }
  });
});

describe("a badge's SVG", () => {
  const badge = {
    label: "COSS Directory",
    message: { text: "98.8k", icon: "star" as const, color: "#007ec6", spoken: "98,765 stars" },
  };

  it("is as wide as its texts plus 5 px each side, the star's 13 px in the message", () => {
    const layout = badgeLayout(badge);
    expect(layout.labelWidth).toBe(Math.ceil(badgeTextWidth("COSS Directory")) + 10);
    expect(layout.messageWidth).toBe(Math.ceil(badgeTextWidth("98.8k") + 13) + 10);
    const svg = badgeSvg(badge);
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${layout.width}" height="20"`));
    expect(svg).toContain(`textLength="${Math.round(layout.labelText * 10) / 10}"`);
  });

  it("has a title and an accessible name, with its texts escaped", () => {
    const svg = badgeSvg({ label: "A & <B>", message: NOT_LISTED });
    expect(svg).toContain("<title>A &amp; &lt;B&gt;: not listed</title>");
    expect(svg).toContain('role="img" aria-label="A &amp; &lt;B&gt;: not listed"');
    expect(svg).not.toContain("<B>");
  });
});
