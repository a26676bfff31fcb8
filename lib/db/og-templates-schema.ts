import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { FONT_FAMILIES, LOGO_SIZES, OG_LAYOUTS } from "../domain/constants";
import { between, inList } from "./check-helpers";
import { versioned } from "./versioned";

// Social preview image templates (admin-area §3); ranges are the editor's slider limits (§5).
export const ogTemplates = pgTable(
  "og_templates",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    background_color: text().notNull().default("#00274C"),
    text_color: text().notNull().default("#FFFFFF"),
    accent_color: text().notNull().default("#FFCB05"),
    font_family: text().notNull().default("Arial"),
    layout: text().notNull().default("centered"),
    show_logo: boolean().notNull().default(true),
    logo_size: text().notNull().default("medium"),
    title_size: integer().notNull().default(56),
    description_size: integer().notNull().default(22),
    short_description_size: integer().notNull().default(28),
    details_size: integer().notNull().default(18),
    is_default: boolean().notNull().default(false),
    show_short_description: boolean().notNull().default(true),
    show_description: boolean().notNull().default(true),
    show_city: boolean().notNull().default(true),
    show_founded_date: boolean().notNull().default(true),
    show_total_funding: boolean().notNull().default(true),
    show_company_avatar: boolean().notNull().default(true),
    show_avatar_background: boolean().notNull().default(true),
    show_brand_header: boolean().notNull().default(true),
    avatar_size: integer().notNull().default(120),
    avatar_background_size: integer().notNull().default(140),
    avatar_y: integer().notNull().default(50),
    brand_logo_x: integer().notNull().default(40),
    brand_logo_y: integer().notNull().default(40),
    brand_logo_width: integer().notNull().default(120),
    brand_logo_height: integer().notNull().default(40),
    spacers: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    element_order: jsonb()
      .notNull()
      .default(sql`'["logo","header","title","short_description","description","details"]'::jsonb`),
    element_positions: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...versioned(),
  },
  (t) => [
    // One default template at most: the cards of all companies are drawn with it.
    uniqueIndex("og_templates_one_default_idx")
      .on(t.is_default)
      .where(sql`${t.is_default}`),
    check("og_templates_font_family_check", inList("font_family", FONT_FAMILIES)),
    check("og_templates_layout_check", inList("layout", OG_LAYOUTS)),
    check("og_templates_logo_size_check", inList("logo_size", LOGO_SIZES)),
    check("og_templates_title_size_check", between("title_size", 24, 128)),
    check("og_templates_description_size_check", between("description_size", 12, 72)),
    check("og_templates_short_description_size_check", between("short_description_size", 12, 72)),
    check("og_templates_details_size_check", between("details_size", 12, 72)),
    check("og_templates_avatar_size_check", between("avatar_size", 20, 240)),
    check("og_templates_avatar_background_size_check", between("avatar_background_size", 40, 240)),
    check("og_templates_avatar_y_check", between("avatar_y", 20, 580)),
    check("og_templates_brand_logo_width_check", between("brand_logo_width", 20, 200)),
    check("og_templates_brand_logo_height_check", between("brand_logo_height", 20, 200)),
  ],
);
