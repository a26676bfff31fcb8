import { eq, sql, type AnyColumn } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { headline, organization, organizationwebsite } from "@/lib/db/schema";
import { safeHttpUrl } from "@/lib/domain/urls";
import { publicOrganization } from "@/lib/queries/visibility";

// "scheme://authority" of a stored URL. Distinct origins are few (about 9,000 for 10,000
// companies and 100,000 headlines), so the database sends those rather than every URL.
const originOf = (url: AnyColumn) =>
  sql<string>`split_part(${url}, '/', 1) || '//' || split_part(${url}, '/', 3)`.as("origin");

/**
 * Hostnames (lowercase, www. as stored) of public companies' websites and published
 * headlines' URLs: an unpublished or dummy row must not be revealed by which hosts get an icon.
 */
export async function listKnownHosts(db: Db): Promise<Set<string>> {
  const rows = await union(
    db
      .select({ origin: originOf(organizationwebsite.url) })
      .from(organizationwebsite)
      .innerJoin(organization, eq(organization.id, organizationwebsite.organization_id))
      .where(publicOrganization(organization)),
    db
      .select({ origin: originOf(headline.url) })
      .from(headline)
      .where(eq(headline.published, true)),
  );
  const hosts = new Set<string>();
  for (const { origin } of rows) {
    // Parsed as the pages parse it (lib/domain/urls), so both sides spell a host alike.
    const url = safeHttpUrl(origin);
    if (url) hosts.add(new URL(url).hostname);
  }
  return hosts;
}

type KnownHostsOptions = {
  load: () => Promise<Set<string>>;
  /** A set older than this is reloaded before it answers. */
  maxAgeMs: number;
  /** A miss reloads a set older than this: new rows show up soon, floods cost a bounded load. */
  missReloadMs: number;
  now?: () => number;
};

/**
 * Looks up the stored hostname a requested host stands for, or null, in a set of known hosts
 * held in memory. A host matches itself or its www. form, since the pages drop www. when they
 * build the favicon URL (example.com stands for a stored www.example.com, but www.example.com
 * not for a stored example.com); the answer is the hostname as stored, the one to fetch.
 */
export function createKnownHosts({
  load,
  maxAgeMs,
  missReloadMs,
  now = Date.now,
}: KnownHostsOptions) {
  let hosts = new Set<string>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;

  // One load at a time. A failed one keeps the previous set and counts as a load, so a
  // database outage is retried at the same bounded pace.
  const reload = () => {
    const startedAt = now();
    loading ??= load()
      .then((fresh) => void (hosts = fresh))
      .catch((error: Error) => console.error(`Loading the favicon hosts failed: ${error.message}`))
      .finally(() => {
        loadedAt = startedAt;
        loading = undefined;
      });
    return loading;
  };

  const match = (host: string) =>
    hosts.has(host) ? host : hosts.has(`www.${host}`) ? `www.${host}` : null;

  return async function storedHostname(host: string): Promise<string | null> {
    if (now() - loadedAt >= maxAgeMs) await reload();
    const found = match(host);
    if (found || now() - loadedAt < missReloadMs) return found;
    await reload();
    return match(host);
  };
}
