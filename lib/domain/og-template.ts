import type { FONT_FAMILIES, LOGO_SIZES, OG_LAYOUTS } from "./constants";
import { formatMillions } from "./money";

/** The elements of a social card, painted in the template's element order. */
export const OG_ELEMENTS = [
  "logo",
  "header",
  "title",
  "short_description",
  "description",
  "details",
] as const;
export type OgElement = (typeof OG_ELEMENTS)[number];

export type OgPosition = { x?: number; y?: number };

/** A social card template: the style fields of an og_templates row (admin-area §3). */
export type OgTemplateStyle = {
  name: string;
  background_color: string;
  text_color: string;
  accent_color: string;
  font_family: (typeof FONT_FAMILIES)[number];
  layout: (typeof OG_LAYOUTS)[number];
  show_logo: boolean;
  logo_size: (typeof LOGO_SIZES)[number];
  title_size: number;
  description_size: number;
  short_description_size: number;
  details_size: number;
  is_default: boolean;
  show_short_description: boolean;
  show_description: boolean;
  show_city: boolean;
  show_founded_date: boolean;
  show_total_funding: boolean;
  show_company_avatar: boolean;
  show_avatar_background: boolean;
  show_brand_header: boolean;
  avatar_size: number;
  avatar_background_size: number;
  avatar_y: number;
  brand_logo_x: number;
  brand_logo_y: number;
  brand_logo_width: number;
  brand_logo_height: number;
  /** Extra space (px) pushing an element down from its position. */
  spacers: Partial<Record<OgElement, number>>;
  element_order: OgElement[];
  element_positions: Partial<Record<OgElement, OgPosition>>;
};

/** The built-in default template; the migration inserts the same values as 'Default'. */
export const DEFAULT_OG_TEMPLATE: OgTemplateStyle = {
  name: "Default",
  background_color: "#00274C",
  text_color: "#FFFFFF",
  accent_color: "#FFCB05",
  font_family: "Arial",
  layout: "centered",
  show_logo: true,
  logo_size: "medium",
  title_size: 56,
  description_size: 22,
  short_description_size: 28,
  details_size: 18,
  is_default: true,
  show_short_description: true,
  show_description: true,
  show_city: true,
  show_founded_date: true,
  show_total_funding: true,
  show_company_avatar: true,
  show_avatar_background: true,
  show_brand_header: true,
  avatar_size: 120,
  avatar_background_size: 140,
  avatar_y: 50,
  brand_logo_x: 40,
  brand_logo_y: 40,
  brand_logo_width: 120,
  brand_logo_height: 40,
  spacers: {},
  element_order: [...OG_ELEMENTS],
  element_positions: {},
};

/** The canvas of every card (admin-area §9). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The description wraps at this width, with a line height of its size plus 8. */
export const DESCRIPTION_WRAP_WIDTH = 800;

/** Default y of each element (admin-area §9). */
export const DEFAULT_ELEMENT_Y: Record<OgElement, number> = {
  logo: 80,
  header: 140,
  title: 451,
  short_description: 526,
  description: 350,
  details: 571,
};

/** Default x of every element, per layout (admin-area §9). */
export const ALIGNMENT_X: Record<OgTemplateStyle["layout"], number> = {
  centered: 600,
  left: 100,
  right: 1100,
};

/** Scale of the brand logo box per logo size. */
export const LOGO_SCALE: Record<OgTemplateStyle["logo_size"], number> = {
  small: 0.75,
  medium: 1,
  large: 1.5,
};

/** Where an element sits: its own position if set, else the layout's x and the default y. */
export function elementPosition(
  template: OgTemplateStyle,
  element: OgElement,
): { x: number; y: number } {
  const own = template.element_positions[element] ?? {};
  return {
    x: own.x ?? ALIGNMENT_X[template.layout],
    y: (own.y ?? DEFAULT_ELEMENT_Y[element]) + (template.spacers[element] ?? 0),
  };
}

export type CardCompany = {
  name: string;
  shortname: string;
  short_description: string | null;
  description: string | null;
  city: string | null;
  year_founded: number | null;
  /** The funding figure in millions of USD (lib/domain/funding.ts); null for none. */
  funding_millions: number | null;
  logo_url: string | null;
  /** With logo_url and website: the company page's logo rule (companyLogo) picks the avatar. */
  fallback_avatar: boolean;
  website: string | null;
};

/** The details line of a card: city, founding year and funding, as the template shows them. */
export function cardDetails(template: OgTemplateStyle, company: CardCompany): string {
  const parts = [
    template.show_city && company.city ? company.city : null,
    template.show_founded_date && company.year_founded ? `Founded ${company.year_founded}` : null,
    template.show_total_funding && company.funding_millions !== null
      ? `${formatMillions(company.funding_millions)} raised`
      : null,
  ];
  return parts.filter(Boolean).join("  •  ");
}
