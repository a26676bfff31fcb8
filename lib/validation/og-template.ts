import { z } from "zod";
import type { FieldErrors } from "./field-errors";
import { FONT_FAMILIES, LOGO_SIZES, OG_LAYOUTS } from "@/lib/domain/constants";
import { OG_ELEMENTS, OG_HEIGHT, OG_WIDTH, type OgTemplateStyle } from "@/lib/domain/og-template";

const size = (label: string, min: number, max: number) =>
  z
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const color = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour such as #00274C`)
    .transform((value) => value.toUpperCase());

const position = z.strictObject({
  x: size("Element x", 0, OG_WIDTH).optional(),
  y: size("Element y", 0, OG_HEIGHT).optional(),
});

/** A template as the editor sends it; ranges are the sliders' (admin-area §5). */
export const ogTemplateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Template name is required")
    .max(100, "Template name must be at most 100 characters"),
  background_color: color("Background colour"),
  text_color: color("Text colour"),
  accent_color: color("Accent colour"),
  font_family: z.enum(FONT_FAMILIES, `Font family must be one of ${FONT_FAMILIES.join(", ")}`),
  layout: z.enum(OG_LAYOUTS, `Layout must be one of ${OG_LAYOUTS.join(", ")}`),
  show_logo: z.boolean(),
  logo_size: z.enum(LOGO_SIZES, `Logo size must be one of ${LOGO_SIZES.join(", ")}`),
  title_size: size("Title size", 24, 128),
  description_size: size("Description size", 12, 72),
  short_description_size: size("Short description size", 12, 72),
  details_size: size("Details size", 12, 72),
  is_default: z.boolean(),
  show_short_description: z.boolean(),
  show_description: z.boolean(),
  show_city: z.boolean(),
  show_founded_date: z.boolean(),
  show_total_funding: z.boolean(),
  show_company_avatar: z.boolean(),
  show_avatar_background: z.boolean(),
  show_brand_header: z.boolean(),
  avatar_size: size("Avatar size", 20, 240),
  avatar_background_size: size("Avatar background size", 40, 240),
  avatar_y: size("Avatar y", 20, 580),
  brand_logo_x: size("Brand logo x", 0, OG_WIDTH),
  brand_logo_y: size("Brand logo y", 0, OG_HEIGHT),
  brand_logo_width: size("Brand logo width", 20, 200),
  brand_logo_height: size("Brand logo height", 20, 200),
  spacers: z.partialRecord(z.enum(OG_ELEMENTS), size("Spacer", 0, 300)),
  element_order: z
    .array(z.enum(OG_ELEMENTS, `Element order may only name ${OG_ELEMENTS.join(", ")}`))
    .refine(
      (order) => order.length === OG_ELEMENTS.length && new Set(order).size === order.length,
      `Element order must list each of ${OG_ELEMENTS.join(", ")} once`,
    ),
  element_positions: z.partialRecord(z.enum(OG_ELEMENTS), position),
}) satisfies z.ZodType<OgTemplateStyle, unknown>;

export type OgTemplateInput = z.infer<typeof ogTemplateSchema>;

/** The first problem of a template (see fieldErrorsOf), as one message naming the field. */
export function templateProblem(errors: FieldErrors): string {
  const [field, message] = Object.entries(errors)[0];
  // Our messages name their field; zod's own ('Invalid input: expected boolean') do not.
  return message.startsWith("Invalid") && field !== "form" ? `${field}: ${message}` : message;
}
