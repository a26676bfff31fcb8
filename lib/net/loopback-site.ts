import { isLoopbackAddress } from "@/lib/net/ip-policy";
import { env } from "@/lib/env";
import { siteUrl } from "@/lib/site-url";

/** Whether a URL names this machine: localhost, *.localhost or a loopback address. */
export function isLoopbackUrl(value: string): boolean {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return isLoopbackAddress(host);
}

/**
 * Whether SAFE_FETCH_ALLOW_LOOPBACK (test-only: fetch stand-ins on 127.0.0.0/8 and ::1) is in
 * force: only for a site whose NEXTAUTH_URL is on this machine, like the development sign-in.
 */
export function loopbackFetchAllowed(): boolean {
  return env().SAFE_FETCH_ALLOW_LOOPBACK && isLoopbackUrl(siteUrl());
}

/** Why the server must not start with SAFE_FETCH_ALLOW_LOOPBACK, or null when it may. */
export function loopbackFetchProblem(): string | null {
  if (!env().SAFE_FETCH_ALLOW_LOOPBACK || isLoopbackUrl(siteUrl())) return null;
  return `SAFE_FETCH_ALLOW_LOOPBACK=true is only allowed when NEXTAUTH_URL is a loopback address (it is ${siteUrl()}); it is a test-only setting: unset it on a public server.`;
}
