import "server-only";
import { env } from "@/lib/env";
import { peerAddressAppended } from "@/lib/http/listen-address.mjs";
import { isLoopbackAddress } from "@/lib/net/ip-policy";

/** Request headers as next-auth hands them to a provider's authorize(). */
export type AuthorizeHeaders = Record<string, string | string[] | undefined> | undefined;

/**
 * Whether the connection's address can be read from X-Forwarded-For: server.mjs (npm start,
 * npm run demo) appends it last; `next dev` bound to loopback (npm run dev, which passes
 * LISTEN_ADDRESS as --hostname) is reached from this machine only. `next start` keeps what the
 * client sent, so there it cannot be known.
 */
export function peerAddressKnown(): boolean {
  if (peerAddressAppended()) return true;
  const listen = env().LISTEN_ADDRESS;
  return (
    process.env.NODE_ENV === "development" &&
    listen.length > 0 &&
    listen.every((address) => address === "localhost" || isLoopbackAddress(address))
  );
}

/** The connection's own address: the last entry of X-Forwarded-For, or null. */
export function peerAddress(headers: AuthorizeHeaders): string | null {
  const forwarded = headers?.["x-forwarded-for"];
  const chain = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",");
  return chain.at(-1)?.trim() || null;
}

/**
 * Why the development sign-in refuses this request, or null when its connection comes from
 * this machine (127.0.0.0/8 or ::1). Unknown counts as refused.
 */
export function devLoginPeerProblem(
  headers: AuthorizeHeaders,
  known: boolean = peerAddressKnown(),
): string | null {
  if (!known) {
    return "the connection's address is not known here (npm start or npm run demo records it)";
  }
  const peer = peerAddress(headers);
  if (!peer) return "the connection's address is missing";
  return isLoopbackAddress(peer) ? null : `the connection comes from ${peer}, not this machine`;
}
