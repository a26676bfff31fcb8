import { readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import type { ReactNode } from "react";
import {
  OG_HEIGHT,
  OG_WIDTH,
  type CardCompany,
  type OgTemplateStyle,
} from "@/lib/domain/og-template";
import { xmlText } from "@/lib/domain/xml-text";
import { cardTree, fallbackTree, type CardNode } from "./card-tree";
import { encodePng } from "./encode-png";
import { fontName, fontsFor } from "./fonts";

/** A logo already fetched: its bytes and media type. */
export type LogoImage = { bytes: Buffer; type: string };

// Image types satori draws; anything else is left out like a logo that could not be fetched.
const DRAWABLE = new Set(["image/png", "image/jpeg", "image/gif", "image/svg+xml"]);

let brandMark: string | undefined;
function brandMarkSrc(): string {
  brandMark ??= `data:image/svg+xml;base64,${readFileSync(path.join(process.cwd(), "app", "icon.svg")).toString("base64")}`;
  return brandMark;
}

const dataUrl = (logo: LogoImage | null | undefined) =>
  logo && DRAWABLE.has(logo.type)
    ? `data:${logo.type};base64,${logo.bytes.toString("base64")}`
    : null;

// Characters XML forbids draw as empty boxes (the font has no glyph for them): the card leaves
// them out of every text it draws, as the feeds do.
const drawnTexts = (company: CardCompany): CardCompany => {
  const text = (value: string | null) => value && xmlText(value);
  return {
    ...company,
    name: xmlText(company.name),
    short_description: text(company.short_description),
    description: text(company.description),
    city: text(company.city),
  };
};

async function toSvg(tree: CardNode, template: OgTemplateStyle): Promise<string> {
  return satori(tree as unknown as ReactNode, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await fontsFor(template.font_family),
  });
}

/**
 * The card of a company as SVG, 1200x630: the designed card, or when it cannot be rendered
 * (a broken logo, a glyph the font lacks) a plain card with the name.
 */
export async function renderCardSvg(
  template: OgTemplateStyle,
  company: CardCompany,
  logo?: LogoImage | null,
): Promise<string> {
  const family = fontName(template.font_family);
  const drawn = drawnTexts(company);
  try {
    const images = { brand: brandMarkSrc(), avatar: dataUrl(logo) };
    return await toSvg(cardTree(template, drawn, images, family), template);
  } catch (error) {
    console.error(`Card of ${company.shortname} fell back to the plain card: ${String(error)}`);
    return toSvg(fallbackTree(template, drawn.name, family), template);
  }
}

/**
 * An SVG card as PNG, 1200 px wide. resvg's pixels are premultiplied, which is the same as
 * plain RGBA here: every card has an opaque background.
 */
export function svgToPng(svg: string): Buffer {
  const image = new Resvg(svg, {
    fitTo: { mode: "width", value: OG_WIDTH },
    font: { loadSystemFonts: false },
  }).render();
  return encodePng(image.pixels, image.width, image.height);
}

/** The card of a company as PNG and SVG. */
export async function renderCard(
  template: OgTemplateStyle,
  company: CardCompany,
  logo?: LogoImage | null,
): Promise<{ svg: string; png: Buffer }> {
  const svg = await renderCardSvg(template, company, logo);
  return { svg, png: svgToPng(svg) };
}
