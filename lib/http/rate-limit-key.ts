import ipaddr from "ipaddr.js";
import { parseAddress } from "@/lib/net/ip-policy";

/**
 * The key a client address is rate-limited under: an IPv4 address as is (IPv4-mapped IPv6
 * too), an IPv6 address by its /64 prefix, since one subscriber usually holds a whole /64 and
 * may take a fresh address in it for every request. Text that is no address is its own key.
 */
export function rateLimitKey(address: string): string {
  const plain = address.trim();
  const parsed = parseAddress(plain);
  if (!parsed) return plain;
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
