import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { siteInfo } from "@/lib/db/schema";
import { resolveSiteInfo, type SiteInfo, type SiteInfoRow } from "@/lib/domain/site-info";
import { siteUrl } from "@/lib/site-url";

export type { SiteInfo };

const CACHE_MS = 5 * 60 * 1000;
let cached: { rows: SiteInfoRow[]; expires: number } | undefined;

async function siteInfoRows(): Promise<SiteInfoRow[]> {
  if (cached && cached.expires > Date.now()) return cached.rows;
  const db = await getDb();
  const rows = await db
    .select({
      attribute: siteInfo.attribute,
      value: siteInfo.value,
      environment: siteInfo.environment,
    })
    .from(siteInfo)
    .where(inArray(siteInfo.attribute, ["name", "domain"]));
  cached = { rows, expires: Date.now() + CACHE_MS };
  return rows;
}

/** The host this site is served on: NEXTAUTH_URL's, as pages are rendered once for everyone. */
const siteHostname = () => new URL(siteUrl()).hostname;

/** Site name, domain and environment; site_info is read at most every 5 minutes, defaults on error. */
export async function getSiteInfo(): Promise<SiteInfo> {
  const hostname = siteHostname();
  if (process.env.NEXT_PHASE === "phase-production-build") return resolveSiteInfo([], hostname);
  try {
    return resolveSiteInfo(await siteInfoRows(), hostname);
  } catch (error) {
    console.error(`site_info could not be read: ${(error as Error).message}`);
    return resolveSiteInfo([], hostname);
  }
}
