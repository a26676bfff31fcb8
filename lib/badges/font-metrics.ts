import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";

// Glyph advance widths read from a WOFF 1.0 font file (a zlib-compressed OpenType font, the
// format of assets/fonts): `head` for the em size, `hhea` and `hmtx` for the advances, the
// Unicode `cmap` (format 4 or 12) for which glyph draws a character.

/** How wide each character is drawn, in the font's units, and the size of its em. */
export type FontMetrics = {
  unitsPerEm: number;
  /** The advance of the glyph drawing `codePoint`; null when the font has none. */
  advanceOf: (codePoint: number) => number | null;
};

type Tables = Map<string, Buffer>;

function woffTables(file: Buffer): Tables {
  if (file.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF 1.0 font file");
  const tables: Tables = new Map();
  const count = file.readUInt16BE(12);
  for (let index = 0; index < count; index += 1) {
    const entry = 44 + index * 20;
    const tag = file.toString("latin1", entry, entry + 4);
    const offset = file.readUInt32BE(entry + 4);
    const stored = file.readUInt32BE(entry + 8);
    const original = file.readUInt32BE(entry + 12);
    const bytes = file.subarray(offset, offset + stored);
    tables.set(tag, stored < original ? inflateSync(bytes) : bytes);
  }
  return tables;
}

function table(tables: Tables, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`The font has no ${tag} table`);
  return found;
}

// The glyph of each character, from the best Unicode subtable: format 12 (every plane) when
// there is one, else format 4 (the Basic Multilingual Plane).
function glyphMap(cmap: Buffer): Map<number, number> {
  const offsets: number[] = [];
  for (let index = 0; index < cmap.readUInt16BE(2); index += 1) {
    const record = 4 + index * 8;
    const platform = cmap.readUInt16BE(record);
    const encoding = cmap.readUInt16BE(record + 2);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) {
      offsets.push(cmap.readUInt32BE(record + 4));
    }
  }
  const format = (offset: number) => cmap.readUInt16BE(offset);
  const best = offsets.find((o) => format(o) === 12) ?? offsets.find((o) => format(o) === 4);
  if (best === undefined) throw new Error("The font has no Unicode cmap of format 4 or 12");
  return format(best) === 12 ? format12(cmap, best) : format4(cmap, best);
}

function format4(cmap: Buffer, start: number): Map<number, number> {
  const glyphs = new Map<number, number>();
  const segments = cmap.readUInt16BE(start + 6) / 2;
  const ends = start + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const first = cmap.readUInt16BE(starts + segment * 2);
    const last = cmap.readUInt16BE(ends + segment * 2);
    const delta = cmap.readInt16BE(deltas + segment * 2);
    const rangeAt = rangeOffsets + segment * 2;
    const rangeOffset = cmap.readUInt16BE(rangeAt);
    for (let code = first; code <= last && code !== 0xffff; code += 1) {
      const glyph =
        rangeOffset === 0
          ? (code + delta) & 0xffff
          : cmap.readUInt16BE(rangeAt + rangeOffset + (code - first) * 2);
      if (glyph !== 0) glyphs.set(code, rangeOffset === 0 ? glyph : (glyph + delta) & 0xffff);
    }
  }
  return glyphs;
}

function format12(cmap: Buffer, start: number): Map<number, number> {
  const glyphs = new Map<number, number>();
  const groups = cmap.readUInt32BE(start + 12);
  for (let group = 0; group < groups; group += 1) {
    const at = start + 16 + group * 12;
    const first = cmap.readUInt32BE(at);
    const last = cmap.readUInt32BE(at + 4);
    const glyph = cmap.readUInt32BE(at + 8);
    for (let code = first; code <= last; code += 1) glyphs.set(code, glyph + code - first);
  }
  return glyphs;
}

/** The metrics of a WOFF 1.0 font file. */
export function readFontMetrics(file: Buffer): FontMetrics {
  const tables = woffTables(file);
  const unitsPerEm = table(tables, "head").readUInt16BE(18);
  const longMetrics = table(tables, "hhea").readUInt16BE(34);
  const hmtx = table(tables, "hmtx");
  const glyphs = glyphMap(table(tables, "cmap"));
  // Glyphs past the long metrics share the last advance (monospaced tails).
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  return {
    unitsPerEm,
    advanceOf: (codePoint) => {
      const glyph = glyphs.get(codePoint);
      return glyph === undefined ? null : advance(glyph);
    },
  };
}

/** The metrics of a font file on disk. */
export const readFontMetricsFile = (path: string) => readFontMetrics(readFileSync(path));
