import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FONT_FAMILIES } from "@/lib/domain/constants";

type FontFamily = (typeof FONT_FAMILIES)[number];
type LoadedFont = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };

// Openly licensed fonts metric-compatible with the template's families (licences beside them
// in assets/fonts): Arimo for Arial and Helvetica, Gelasio for Georgia, Tinos for Times New
// Roman, Cousine for Courier New.
const FILES: Record<FontFamily, string> = {
  Arial: "arimo",
  Helvetica: "arimo",
  Georgia: "gelasio",
  "Times New Roman": "tinos",
  "Courier New": "cousine",
};

/** Where the fonts shipped with the site are. */
export const FONT_DIR = path.join(process.cwd(), "assets", "fonts");
const loaded = new Map<string, Promise<LoadedFont[]>>();

/** The regular and bold faces standing in for a template's font family, read once per process. */
export function fontsFor(family: FontFamily): Promise<LoadedFont[]> {
  const file = FILES[family];
  let fonts = loaded.get(file);
  if (!fonts) {
    fonts = Promise.all(
      ([400, 700] as const).map(async (weight) => ({
        name: file,
        data: await readFile(path.join(FONT_DIR, `${file}-latin-${weight}-normal.woff`)),
        weight,
        style: "normal" as const,
      })),
    );
    // A failed read is not remembered, so that the next card tries again.
    fonts.catch(() => loaded.delete(file));
    loaded.set(file, fonts);
  }
  return fonts;
}

/** The name under which a family's faces are registered with the renderer. */
export const fontName = (family: FontFamily) => FILES[family];
