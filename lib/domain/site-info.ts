import { SITE_ENVIRONMENTS, type SiteEnvironment } from "./constants";

export type SiteInfo = { name: string; domain: string | null; environment: SiteEnvironment };
export type SiteInfoRow = { attribute: string; value: string; environment: string };

export const DEFAULT_SITE_NAME = "COSS Directory";

/** The last two labels of a host name: www.coss.directory:443 -> coss.directory. */
export function siteDomainOf(hostname: string): string {
  return hostname.split(":")[0].toLowerCase().split(".").slice(-2).join(".");
}

/**
 * The environment is the one whose domain row matches the host (prod when none does);
 * the name is that environment's name row, else the default name.
 */
export function resolveSiteInfo(rows: SiteInfoRow[], hostname: string): SiteInfo {
  const domain = siteDomainOf(hostname);
  const match = rows.find((row) => row.attribute === "domain" && row.value === domain);
  const environment = SITE_ENVIRONMENTS.find((name) => name === match?.environment) ?? "prod";
  const name = rows.find((row) => row.attribute === "name" && row.environment === environment);
  return { name: name?.value ?? DEFAULT_SITE_NAME, domain: match?.value ?? null, environment };
}
