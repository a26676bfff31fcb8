import { escapeXml as escapeAttribute } from "./rss";

// The snippets a company page offers to copy and the oEmbed answer returns: the card's iframe
// and the badge's Markdown. Built in one place so that what is copied and what an unfurler
// gets are the same.

/** The size every embeddable card is drawn at, and the smallest it fits in. */
export const EMBED_CARD = { width: 480, minWidth: 240, height: 160 } as const;

/**
 * A card's iframe. Sandboxed without scripts (the card needs none), so whatever page frames
 * it runs nothing of ours; its link may open the card's page in a new tab.
 */
export function embedIframeHtml(card: { src: string; title: string; width: number }): string {
  return (
    `<iframe src="${escapeAttribute(card.src)}" width="${card.width}" height="${EMBED_CARD.height}"` +
    ` title="${escapeAttribute(card.title)}" style="border:0;max-width:100%" loading="lazy"` +
    ` sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`
  );
}

const escapeMarkdownText = (value: string) => value.replace(/[[\]\\]/g, "\\$&");

/** A badge as README Markdown: the image, linking to the company's page. */
export function badgeMarkdown(badge: { alt: string; src: string; href: string }): string {
  return `[![${escapeMarkdownText(badge.alt)}](${badge.src})](${badge.href})`;
}
