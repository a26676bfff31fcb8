import path from "node:path";
import { FONT_DIR } from "@/lib/og/fonts";
import { readFontMetricsFile, type FontMetrics } from "./font-metrics";

// Badge texts are measured with the font the social cards draw with: Arimo, whose advance
// widths are Arial's (and Liberation Sans'), so the widths hold wherever the badge's
// font-family list finds one of them. Kerning is left out, as shields.io leaves it out.

/** The family list a badge's text names, metric-compatible fonts first. */
export const BADGE_FONT_FAMILY = "Arimo,Arial,'Liberation Sans',Helvetica,sans-serif";
export const BADGE_FONT_SIZE = 11;

let metrics: FontMetrics | undefined;
const arimo = () =>
  (metrics ??= readFontMetricsFile(path.join(FONT_DIR, "arimo-latin-400-normal.woff")));

/** The width of `text` at `fontSize` px in `font`; a character it lacks counts as its widest. */
export function measureText(font: FontMetrics, text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) units += font.advanceOf(char.codePointAt(0)!) ?? font.unitsPerEm;
  return (units / font.unitsPerEm) * fontSize;
}

/** The width of a badge text, in pixels. */
export const badgeTextWidth = (text: string) => measureText(arimo(), text, BADGE_FONT_SIZE);
