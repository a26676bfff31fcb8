import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";
import { siteUrl } from "@/lib/site-url";

/** Whether a URL names this machine: localhost, *.localhost or a loopback address. */
export function isLoopbackUrl(value: string): boolean {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === "loopback";
}

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
