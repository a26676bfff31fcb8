import {
  ALIGNMENT_X,
  cardDetails,
  DESCRIPTION_WRAP_WIDTH,
  elementPosition,
  LOGO_SCALE,
  OG_HEIGHT,
  OG_WIDTH,
  type CardCompany,
  type OgElement,
  type OgTemplateStyle,
} from "@/lib/domain/og-template";
import { DEFAULT_SITE_NAME } from "@/lib/domain/site-info";

/** A node as satori reads it: the shape of a React element, without React. */
export type CardNode = {
  type: string;
  props: { style?: Record<string, unknown>; children?: CardNode[] | string; src?: string };
};

export type CardImages = { brand: string; avatar?: string | null };

const TEXT_WIDTH = 1000;
const EDGE = 60;
const MAX_TEXT = 600;

const node = (type: string, props: CardNode["props"]): CardNode => ({ type, props });

/** The layout tree of a card: pure, so that every use renders the same card. */
export function cardTree(
  template: OgTemplateStyle,
  company: CardCompany,
  images: CardImages,
  fontFamily: string,
): CardNode {
  const layers = template.element_order
    .map((element) => elementNode(element, template, company, images))
    .filter((layer): layer is CardNode => layer !== null);
  const avatar = avatarNode(template, images.avatar);
  return node("div", {
    style: {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: "flex",
      position: "relative",
      backgroundColor: template.background_color,
      color: template.text_color,
      fontFamily,
    },
    children: avatar ? [...layers, avatar] : layers,
  });
}

function elementNode(
  element: OgElement,
  template: OgTemplateStyle,
  company: CardCompany,
  images: CardImages,
): CardNode | null {
  switch (element) {
    case "logo":
      return template.show_logo ? brandLogoNode(template, images.brand) : null;
    case "header":
      return template.show_brand_header
        ? textNode(template, element, DEFAULT_SITE_NAME, 24, { color: template.accent_color })
        : null;
    case "title":
      return textNode(template, element, company.name, template.title_size, { fontWeight: 700 });
    case "short_description":
      return template.show_short_description && company.short_description
        ? textNode(template, element, company.short_description, template.short_description_size, {
            color: template.accent_color,
          })
        : null;
    case "description":
      return template.show_description && company.description
        ? textNode(template, element, company.description, template.description_size, {
            lineHeight: `${template.description_size + 8}px`,
            // Two lines at most, so that the description never runs into the title below it.
            display: "block",
            lineClamp: 2,
          })
        : null;
    case "details": {
      const details = cardDetails(template, company);
      return details ? textNode(template, element, details, template.details_size, {}) : null;
    }
  }
}

// A text element's y is its first line's baseline, as on a canvas; x is its alignment anchor.
function textNode(
  template: OgTemplateStyle,
  element: OgElement,
  text: string,
  size: number,
  style: Record<string, unknown>,
): CardNode {
  const { x, y } = elementPosition(template, element);
  const width = element === "description" ? DESCRIPTION_WRAP_WIDTH : TEXT_WIDTH;
  const left =
    template.layout === "centered" ? x - width / 2 : template.layout === "right" ? x - width : x;
  return node("div", {
    style: {
      position: "absolute",
      left,
      top: Math.round(y - size * 0.9),
      width,
      display: "flex",
      justifyContent: { centered: "center", left: "flex-start", right: "flex-end" }[
        template.layout
      ],
      textAlign: { centered: "center", left: "left", right: "right" }[template.layout],
      fontSize: size,
      lineHeight: `${size + 8}px`,
      ...style,
    },
    children: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text,
  });
}

// The site's mark, in the brand logo box scaled by the logo size; an explicit position of the
// logo element moves the box (x as the layout's anchor, y as its top).
function brandLogoNode(template: OgTemplateStyle, src: string): CardNode {
  const scale = LOGO_SCALE[template.logo_size];
  const width = Math.round(template.brand_logo_width * scale);
  const height = Math.round(template.brand_logo_height * scale);
  const own = template.element_positions.logo;
  const anchor = own?.x ?? ALIGNMENT_X[template.layout];
  const left = own
    ? template.layout === "centered"
      ? anchor - width / 2
      : template.layout === "right"
        ? anchor - width
        : anchor
    : template.brand_logo_x;
  const top = (own?.y ?? template.brand_logo_y) + (template.spacers.logo ?? 0);
  return node("img", {
    src,
    style: { position: "absolute", left, top, width, height, objectFit: "contain" },
  });
}

// The company's own logo, at avatar y, on the side away from the text's alignment (on the
// right unless the layout is right-aligned), on a white square when the template asks.
function avatarNode(template: OgTemplateStyle, src: string | null | undefined): CardNode | null {
  if (!template.show_company_avatar || !src) return null;
  const box = Math.max(template.avatar_size, template.avatar_background_size);
  const left = template.layout === "right" ? EDGE : OG_WIDTH - EDGE - box;
  return node("div", {
    style: {
      position: "absolute",
      left,
      top: template.avatar_y,
      width: box,
      height: box,
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      backgroundColor: template.show_avatar_background ? "#FFFFFF" : "transparent",
    },
    children: [
      node("img", {
        src,
        style: { width: template.avatar_size, height: template.avatar_size, objectFit: "contain" },
      }),
    ],
  });
}

/** A plain card with the name only, for when the designed card cannot be rendered. */
export function fallbackTree(
  template: OgTemplateStyle,
  name: string,
  fontFamily: string,
): CardNode {
  return node("div", {
    style: {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      backgroundColor: template.background_color,
      color: template.text_color,
      fontFamily,
      fontSize: 64,
      fontWeight: 700,
    },
    children: name.slice(0, 80),
  });
}
