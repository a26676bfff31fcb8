import { Resvg } from "@resvg/resvg-js";

export type RasterType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/x-icon";

// The formats a browser decodes as a picture, known by their first bytes: a site's word
// (Content-Type) is not enough, since an HTML page served as image/png is still a page.
const SIGNATURES: { type: RasterType; at: number; bytes: number[] }[] = [
  { type: "image/png", at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: "image/gif", at: 0, bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { type: "image/webp", at: 8, bytes: [0x57, 0x45, 0x42, 0x50] }, // RIFF....WEBP
  { type: "image/x-icon", at: 0, bytes: [0x00, 0x00, 0x01, 0x00] },
];

/** The raster format of an image by its magic number, or null when the bytes are none of them. */
export function rasterTypeOf(bytes: Buffer): RasterType | null {
  const riff = bytes.subarray(0, 4).toString("latin1") === "RIFF";
  for (const { type, at, bytes: magic } of SIGNATURES) {
    if (type === "image/webp" && !riff) continue;
    if (magic.every((byte, index) => bytes[at + index] === byte)) return type;
  }
  return null;
}

// An icon is shown at 16-64 px: drawn into a 64 px box, which also bounds the pixels drawn
// (fitted by its width alone, a 1 x 100000 SVG would be 6 million pixels tall).
const ICON_SIZE = 64;
// Bigger SVG icons are unusual, and their drawing time grows with their size.
export const MAX_SVG_BYTES = 100 * 1024;

/**
 * An SVG icon drawn as a PNG fitting 64 x 64 px, or null when it is too big or not an SVG resvg can
 * read. Never served as SVG: opened on our origin, an SVG's script would run there.
 * resvg runs no script and loads nothing from the network.
 */
export function svgIconToPng(bytes: Buffer): Buffer | null {
  if (bytes.length > MAX_SVG_BYTES) return null;
  try {
    const font = { loadSystemFonts: false };
    const { width, height } = new Resvg(bytes, { font });
    const side = width >= height ? "width" : "height";
    const image = new Resvg(bytes, { fitTo: { mode: side, value: ICON_SIZE }, font }).render();
    return image.asPng();
  } catch {
    return null;
  }
}
