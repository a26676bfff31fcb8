import { env } from "@/lib/env";

/** The public origin of the site (NEXTAUTH_URL), for canonical URLs, sitemaps and feeds. */
export function siteUrl(): string {
  return (env().NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, "");
}
