import ipaddr from "ipaddr.js";

type ParsedAddress = ipaddr.IPv4 | ipaddr.IPv6;

// All of global unicast IPv6 lives in 2000::/3; everything outside it is reserved or local.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

// IPv4-compatible IPv6 (::a.b.c.d, deprecated) would otherwise slip through as "unicast".
const IPV4_COMPATIBLE_V6 = ipaddr.IPv6.parseCIDR("::/96");

/** Parses a bare IP address (no brackets), unwrapping IPv4-mapped IPv6; null when invalid. */
export function parseAddress(address: string): ParsedAddress | null {
  if (!ipaddr.isValid(address)) return null;
  // ipaddr.isValid also takes "0x7f.1" or "2130706433"; DNS and the URL parser never hand
  // us those, so anything that is not a plain dotted quad or IPv6 text is refused.
  const isV4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!isV4 && !ipaddr.IPv6.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

/** True when the address is publicly routable unicast (not private, loopback, link-local, reserved...). */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  // Allow-list: ipaddr.js names every special-purpose block, plain public space is "unicast".
  if (parsed.range() !== "unicast") return false;
  if (parsed.kind() === "ipv6") {
    return parsed.match(GLOBAL_UNICAST_V6) && !parsed.match(IPV4_COMPATIBLE_V6);
  }
  return true;
}

/** True for 127.0.0.0/8 and ::1 only (IPv4-mapped loopback counts as 127.x); never private ranges. */
export function isLoopbackAddress(address: string): boolean {
  const parsed = parseAddress(address);
  return parsed !== null && parsed.range() === "loopback";
}
