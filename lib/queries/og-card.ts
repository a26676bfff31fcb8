import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { organization, ogTemplates } from "@/lib/db/schema";
import {
  DEFAULT_OG_TEMPLATE,
  type CardCompany,
  type OgTemplateStyle,
} from "@/lib/domain/og-template";
import { ogTemplateSchema } from "@/lib/validation/og-template";
import { firstWebsiteOf, fundingMillionsOf } from "./fragments";
import { publicOrganization } from "./visibility";

export type OgTemplateRow = typeof ogTemplates.$inferSelect;

/** A stored row as a template style; a row the schema no longer accepts falls back to the default. */
export function templateStyleOf(row: OgTemplateRow | undefined): OgTemplateStyle {
  if (!row) return DEFAULT_OG_TEMPLATE;
  const parsed = ogTemplateSchema.safeParse(row);
  return parsed.success ? parsed.data : { ...DEFAULT_OG_TEMPLATE, name: row.name };
}

/** The template of the companies' cards: the default one, else the first by name, else the built-in. */
export async function getDefaultOgTemplate(): Promise<OgTemplateStyle> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(ogTemplates)
    .orderBy(desc(ogTemplates.is_default), asc(ogTemplates.name), asc(ogTemplates.id))
    .limit(1);
  return templateStyleOf(row);
}

/** The columns a company's card shows. */
export const cardColumns = {
  name: organization.name,
  shortname: organization.shortname,
  short_description: organization.short_description,
  description: organization.description,
  city: organization.city,
  year_founded: organization.year_founded,
  funding_millions: fundingMillionsOf(organization),
  logo_url: organization.logo_url,
  fallback_avatar: organization.fallback_avatar,
  website: firstWebsiteOf(organization.id),
};

/** What a public company's card shows; null when it is missing, unpublished or a dummy. */
export async function getPublishedCardCompany(shortname: string): Promise<CardCompany | null> {
  const db = await getDb();
  const [company] = await db
    .select(cardColumns)
    .from(organization)
    .where(and(eq(organization.shortname, shortname), publicOrganization(organization)))
    .limit(1);
  return company ?? null;
}
