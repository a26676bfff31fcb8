import type { BadgeMessage } from "@/lib/domain/badge-metric";
import { escapeXml } from "@/lib/domain/rss";
import { BADGE_FONT_FAMILY, BADGE_FONT_SIZE, badgeTextWidth } from "./text-width";

// A badge in shields.io's "flat" style: 20 px high, the label on grey, the message on its
// colour, each text 5 px from its edges, a faint gradient and rounded corners. The width of
// each half comes from its text measured in the badge's font (./text-width.ts); textLength
// holds a fallback font to that width.

const HEIGHT = 20;
const PADDING = 5;
const LABEL_COLOR = "#555";
// The star is drawn, not typed: the font has no glyph for ★, so its width would be a guess.
const ICON_SIZE = 10;
const ICON_GAP = 3;

const round = (value: number) => Math.round(value * 10) / 10;

/** The points of a five-pointed star of `size` whose box starts at `left`, centred on the badge. */
function starPoints(left: number, size: number): string {
  const cx = left + size / 2;
  const cy = HEIGHT / 2;
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? size / 2 : size / 5;
    const angle = (-90 + index * 36) * (Math.PI / 180);
    return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`;
  }).join(" ");
}

/** A text with its shadow one pixel below, centred on `center`. */
function text(value: string, center: number, width: number): string {
  const common = `x="${round(center)}" textLength="${round(width)}"`;
  return (
    `<text aria-hidden="true" ${common} y="15" fill="#010101" fill-opacity=".3">${escapeXml(value)}</text>` +
    `<text ${common} y="14">${escapeXml(value)}</text>`
  );
}

export type Badge = { label: string; message: BadgeMessage };

/** A badge's size, for tests and for whoever lays it out. */
export function badgeLayout({ label, message }: Badge) {
  const labelText = badgeTextWidth(label);
  const messageText = badgeTextWidth(message.text);
  const icon = message.icon ? ICON_SIZE + ICON_GAP : 0;
  const labelWidth = Math.ceil(labelText) + 2 * PADDING;
  const messageWidth = Math.ceil(messageText + icon) + 2 * PADDING;
  return { labelText, messageText, labelWidth, messageWidth, width: labelWidth + messageWidth };
}

/** The badge as an SVG document, with a title for screen readers. */
export function badgeSvg(badge: Badge): string {
  const { label, message } = badge;
  const { labelText, messageText, labelWidth, messageWidth, width } = badgeLayout(badge);
  const messageStart = labelWidth + PADDING;
  const iconWidth = message.icon ? ICON_SIZE + ICON_GAP : 0;
  const title = escapeXml(`${label}: ${message.spoken}`);
  const star = message.icon
    ? `<polygon fill="#fff" points="${starPoints(messageStart, ICON_SIZE)}"/>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>`,
    `<clipPath id="r"><rect width="${width}" height="${HEIGHT}" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r)"><rect width="${labelWidth}" height="${HEIGHT}" fill="${LABEL_COLOR}"/>`,
    `<rect x="${labelWidth}" width="${messageWidth}" height="${HEIGHT}" fill="${message.color}"/>`,
    `<rect width="${width}" height="${HEIGHT}" fill="url(#s)"/></g>`,
    star,
    `<g fill="#fff" text-anchor="middle" font-family="${BADGE_FONT_FAMILY}" text-rendering="geometricPrecision" font-size="${BADGE_FONT_SIZE}">`,
    text(label, labelWidth / 2, labelText),
    text(message.text, messageStart + iconWidth + messageText / 2, messageText),
    `</g></svg>`,
  ].join("");
}
