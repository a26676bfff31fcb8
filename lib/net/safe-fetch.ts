import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { Agent, request } from "undici";
import { loopbackFetchAllowed } from "@/lib/net/loopback-site";
import { pinnedLookup, resolveAllowedAddresses } from "@/lib/net/resolve-host";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";

export { SafeFetchError } from "@/lib/net/safe-fetch-error";

export type SafeFetchOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  /** A longer body is cut at maxBytes instead of refused (a check that needs the answer only). */
  truncate?: boolean;
  accept?: string;
  allowLoopback?: boolean;
  /** A POST (webhooks, APIs) sends `body` once: its redirects are answered, never followed. */
  method?: "GET" | "HEAD" | "POST";
  body?: string;
  headers?: Record<string, string>;
};

export type SafeResponse = { url: string; status: number; headers: Headers; body: Buffer };

const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "COSS-Directory/1.0 (+safe-fetch)";

// Test-only switch (SAFE_FETCH_ALLOW_LOOPBACK, on a loopback site only): the browser tests
// point the production server at stand-ins on 127.0.0.1. It opens 127.0.0.0/8 and ::1 only,
// never private ranges.

/**
 * Fetches a URL a user pointed at (GET unless told): http(s) only, public addresses only,
 * redirects re-checked, time and size capped. Its errors name the host and the failure, never
 * the full URL (a webhook's path may hold its token) nor anything the remote side sent.
 */
export async function safeFetch(
  url: string,
  options: SafeFetchOptions = {},
): Promise<SafeResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limits = {
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    truncate: options.truncate === true,
    accept: options.accept ?? "*/*",
    allowLoopback: options.allowLoopback === true || loopbackFetchAllowed(),
    method: options.method ?? "GET",
    body: options.body,
    headers: options.headers ?? {},
  };
  let current = parseHttpUrl(url);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const hop = await fetchOnce(current, limits, controller.signal);
      if (!("location" in hop)) return hop;
      if (redirects >= MAX_REDIRECTS) {
        throw new SafeFetchError(`too many redirects (more than ${MAX_REDIRECTS})`);
      }
      const next = parseHttpUrl(hop.location, current);
      // Credentials were given for one origin only, as fetch itself treats them.
      if (next.origin !== current.origin) limits.headers = withoutCredentials(limits.headers);
      current = next;
    }
  } catch (error) {
    if (error instanceof SafeFetchError && !controller.signal.aborted) throw error;
    if (controller.signal.aborted) {
      throw new SafeFetchError(`timed out after ${timeoutMs} ms fetching from ${current.host}`, {
        cause: error,
      });
    }
    // The error's code or kind, never its message, which may quote what the remote side sent.
    const failure = error as { code?: unknown; name?: unknown } | null;
    const code = String(failure?.code ?? failure?.name ?? "unknown").slice(0, 60);
    throw new SafeFetchError(`network error fetching from ${current.host}: ${code}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

const CREDENTIALS = new Set(["authorization", "cookie", "proxy-authorization"]);

const withoutCredentials = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !CREDENTIALS.has(name.toLowerCase())),
  );

type Limits = {
  maxBytes: number;
  truncate: boolean;
  accept: string;
  allowLoopback: boolean;
  method: "GET" | "HEAD" | "POST";
  body?: string;
  headers: Record<string, string>;
};

/** One request to an already parsed URL; a redirect comes back as its Location, unread. */
async function fetchOnce(
  url: URL,
  limits: Limits,
  signal: AbortSignal,
): Promise<SafeResponse | { location: string }> {
  const addresses = await resolveAllowedAddresses(url.hostname, limits.allowLoopback, signal);
  // A fresh agent per hop: its lookup answers only with the addresses checked above.
  const agent = new Agent({ connect: { lookup: pinnedLookup(addresses) } });
  try {
    const response = await request(url, {
      dispatcher: agent,
      method: limits.method,
      headers: {
        ...limits.headers,
        accept: limits.accept,
        "user-agent": USER_AGENT,
        "accept-encoding": "identity",
      },
      body: limits.body,
      signal,
    });
    const location = response.headers.location;
    const follow = limits.method !== "POST" && REDIRECT_STATUSES.has(response.statusCode);
    if (follow && typeof location === "string") {
      discard(response.body);
      return { location };
    }
    // A HEAD answer's length is the body it did not send.
    const declared = limits.method === "HEAD" ? 0 : Number(response.headers["content-length"]);
    if (declared > limits.maxBytes && !limits.truncate) {
      discard(response.body);
      throw tooLarge(limits.maxBytes);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > limits.maxBytes) {
        discard(response.body);
        if (!limits.truncate) throw tooLarge(limits.maxBytes);
        const kept = (chunk as Buffer).length - (size - limits.maxBytes);
        chunks.push((chunk as Buffer).subarray(0, kept));
        break;
      }
      chunks.push(chunk as Buffer);
    }
    return {
      url: url.href,
      status: response.statusCode,
      headers: toHeaders(response.headers),
      body: Buffer.concat(chunks),
    };
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}

function parseHttpUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError(base ? "invalid redirect location" : `invalid URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("only http(s) URLs may be fetched");
  }
  url.hash = "";
  return url;
}

// undici errors an unread body on destroy; nobody listens, so swallow it here.
function discard(body: Readable): void {
  body.on("error", () => undefined);
  body.destroy();
}

function tooLarge(maxBytes: number): SafeFetchError {
  return new SafeFetchError(`response too large (more than ${maxBytes} bytes)`);
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  return headers;
}
