import "server-only";
import { env } from "@/lib/env";
import { isLoopbackUrl } from "@/lib/net/loopback-site";
import { siteUrl } from "@/lib/site-url";

export { isLoopbackUrl };

/**
 * Whether the development sign-in (an email, no password) is on: AUTH_DEV_LOGIN=true, and
 * only for a site whose NEXTAUTH_URL is on this machine, so it can never reach a public one.
 */
export function devLoginEnabled(): boolean {
  return env().AUTH_DEV_LOGIN && isLoopbackUrl(siteUrl());
}

/** Why the server must not start with this configuration, or null when it may. */
export function devLoginProblem(): string | null {
  if (!env().AUTH_DEV_LOGIN || isLoopbackUrl(siteUrl())) return null;
  return `AUTH_DEV_LOGIN=true is only allowed when NEXTAUTH_URL is a loopback address (it is ${siteUrl()}); unset AUTH_DEV_LOGIN on a public server.`;
}
