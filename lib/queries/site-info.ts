import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { siteInfo } from "@/lib/db/schema";
import { resolveSiteInfo, type SiteInfo, type SiteInfoRow } from "@/lib/domain/site-info";

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

/** Site name, domain and environment for a host; read at most every 5 minutes, defaults on error. */
export async function getSiteInfo(hostname: string): Promise<SiteInfo> {
  try {
    return resolveSiteInfo(await siteInfoRows(), hostname);
  } catch (error) {
    console.error(`site_info could not be read: ${(error as Error).message}`);
    return resolveSiteInfo([], hostname);
  }
}

/** Site info for the host of the current request. */
export async function getCurrentSiteInfo(): Promise<SiteInfo> {
  const { headers } = await import("next/headers");
  const requestHeaders = await headers();
  return getSiteInfo(requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host") ?? "");
}
