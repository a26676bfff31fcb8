import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import { isLoopbackAddress, isPublicAddress, parseAddress } from "@/lib/net/ip-policy";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";

/** Resolves a URL's hostname and refuses unless every address is public (or loopback when allowed). */
export async function resolveAllowedAddresses(
  hostname: string,
  allowLoopback: boolean,
  signal: AbortSignal,
): Promise<LookupAddress[]> {
  // URL keeps IPv6 literals in brackets: "[::1]".
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  const literal = parseAddress(host);
  const addresses: LookupAddress[] = literal
    ? [{ address: host, family: host.includes(":") ? 6 : 4 }]
    : await lookupAll(host, signal);
  if (addresses.length === 0) throw new SafeFetchError(`could not resolve host: ${host}`);
  // One bad address is enough to refuse: the connection could land on any of them.
  for (const { address } of addresses) {
    const allowed = isPublicAddress(address) || (allowLoopback && isLoopbackAddress(address));
    if (!allowed) throw new SafeFetchError(`refused to fetch a non-public address: ${address}`);
  }
  return addresses;
}

async function lookupAll(host: string, signal: AbortSignal): Promise<LookupAddress[]> {
  // dns.lookup cannot be cancelled, so race it against the caller's deadline.
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([lookup(host, { all: true, verbatim: true }), aborted]);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SafeFetchError(`could not resolve host: ${host}`, { cause: error });
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

/** A net `lookup` that only ever answers with the addresses already checked (no DNS rebinding). */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      callback(null, addresses);
      return;
    }
    const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
    const pick = addresses.find((entry) => !wanted || entry.family === wanted) ?? addresses[0];
    callback(null, pick.address, pick.family);
  };
}
