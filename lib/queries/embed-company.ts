import "server-only";
import { and, eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { COMPANY_FACTS, FIRST_WEBSITE, LATEST_VALUATION_MILLIONS } from "./fragments";
import { O, PUBLIC_ORGANIZATION } from "./visibility";

/** What a company's embeddable card and README badge show. */
const EMBED_COLUMNS = {
  name: COMPANY_FACTS.name,
  shortname: COMPANY_FACTS.shortname,
  short_description: COMPANY_FACTS.short_description,
  description: COMPANY_FACTS.description,
  logo_url: COMPANY_FACTS.logo_url,
  fallback_avatar: COMPANY_FACTS.fallback_avatar,
  website: FIRST_WEBSITE,
  /** The funding figure (lib/domain/funding.ts), in millions of USD. */
  funding_millions: COMPANY_FACTS.funding_millions,
  stars: COMPANY_FACTS.stars,
  valuation_millions: LATEST_VALUATION_MILLIONS,
};

export type EmbedCompany = {
  name: string;
  shortname: string;
  short_description: string | null;
  description: string | null;
  logo_url: string | null;
  fallback_avatar: boolean;
  website: string | null;
  funding_millions: number | null;
  stars: number | null;
  valuation_millions: number | null;
};

/** A published company as its card and badge show it; null when it is not shown. */
export const getEmbedCompany = cache(async (shortname: string): Promise<EmbedCompany | null> => {
  const db = await getDb();
  const [company] = await db
    .select(EMBED_COLUMNS)
    .from(O)
    .where(and(eq(O.shortname, shortname), PUBLIC_ORGANIZATION))
    .limit(1);
  return company ?? null;
});
