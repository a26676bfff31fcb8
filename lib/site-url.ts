import { env } from "@/lib/env";

/** The public origin of the site (NEXTAUTH_URL), for canonical URLs, sitemaps and feeds. */
export function siteUrl(): string {
  return (env().NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, "");
}

/** The absolute URL of a path of the site, to link or cite. */
export const pageUrl = (path: string) => `${siteUrl()}${path}`;
