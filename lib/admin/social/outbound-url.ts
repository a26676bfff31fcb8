import "server-only";
import { loopbackFetchAllowed } from "@/lib/net/loopback-site";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Why an outbound API or webhook URL is refused, or null when it is fine: https only; plain
 * http only for a loopback stand-in while SAFE_FETCH_ALLOW_LOOPBACK is on (browser tests).
 * The safe fetch then refuses private and internal addresses.
 */
export function outboundUrlProblem(value: string, label: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return `${label} must be a URL such as https://example.com/webhook`;
  }
  if (url.protocol === "https:") return null;
  const testLoopback =
    url.protocol === "http:" && loopbackFetchAllowed() && LOOPBACK_HOSTS.has(url.hostname);
  return testLoopback ? null : `${label} must be an https URL`;
}
