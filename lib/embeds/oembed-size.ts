import { EMBED_CARD } from "@/lib/domain/embed-snippets";

// oEmbed's maxwidth and maxheight are maxima the answer must fit in. The card is drawn 480 px
// wide (narrower down to 240) and 160 px high: a larger maximum gets that size, whatever its
// number of digits (10⁹ included); a maximum the card cannot fit in, zero included, or a value
// that is not a whole number, is refused with a 400 naming it.

export type CardSize = { width: number; height: number };

function parseMaximum(name: string, value: string | null, least: number): number | string {
  if (value === null || value === "") return Infinity;
  if (!/^[0-9]+$/.test(value)) return `${name} must be a whole number of pixels.`;
  const maximum = Number(value);
  if (maximum < least) return `${name} must be at least ${least}: the card is not drawn smaller.`;
  return maximum;
}

/** The card's size within the request's maxima, or what is wrong with them. */
export function cardSizeWithin(params: URLSearchParams): CardSize | { problem: string } {
  const width = parseMaximum("maxwidth", params.get("maxwidth"), EMBED_CARD.minWidth);
  if (typeof width === "string") return { problem: width };
  const height = parseMaximum("maxheight", params.get("maxheight"), EMBED_CARD.height);
  if (typeof height === "string") return { problem: height };
  return { width: Math.min(width, EMBED_CARD.width), height: EMBED_CARD.height };
}
