import { env } from "@/lib/env";

// One address, one spelling: IPv4 clients of a dual-stack socket come as ::ffff:a.b.c.d.
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/**
 * The address a request came from. server.mjs appends the connection's own address to
 * X-Forwarded-For, so the last entry cannot be chosen by the client; entries of trusted
 * proxies (TRUSTED_PROXIES) are skipped from the right, to reach the address they saw.
 */
export function clientIp(headers: Headers, trusted = env().TRUSTED_PROXIES): string {
  const chain = (headers.get("x-forwarded-for") ?? "").split(",").map(plain).filter(Boolean);
  if (chain.length === 0) return "unknown";
  const proxies = new Set(trusted.map(plain));
  for (let i = chain.length - 1; i > 0; i--) {
    if (!proxies.has(chain[i])) return chain[i];
  }
  return chain[0];
}
