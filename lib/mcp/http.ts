import "server-only";
import { createMcpHandler, type McpHttpHandler } from "@modelcontextprotocol/server";
import { API_RATE_LIMIT, apiLimiter, rateLimitHeaders } from "@/lib/api/rate-limit";
import { CORS_HEADERS } from "@/lib/api/respond";
import { clientIp } from "@/lib/http/client-ip";
import { readCappedBody } from "@/lib/http/read-capped-body";
import type { RateVerdict } from "@/lib/http/rate-limiter";
import { MAX_BATCH_CALLS, MAX_BODY_BYTES } from "./limits";
import { createDirectoryServer } from "./server";

// POST /mcp - the MCP server over Streamable HTTP, stateless: the SDK's handler builds a server
// for each request (2026-07-28 requests, and 2025-era ones through its stateless transport,
// `sessionIdGenerator: undefined`), so any of several servers answers any request. Before it:
// the API's limit per client address (each call of a batch counts), a 64 KB body, at most 20
// calls a batch. It is read-only and carries no credentials, so any origin may call it (CORS *,
// as the API); no Origin or Host check is needed against DNS rebinding: nothing is private.

let handler: McpHttpHandler | undefined;

const sdkHandler = () =>
  (handler ??= createMcpHandler(createDirectoryServer, {
    maxRequestBodySize: MAX_BODY_BYTES,
    onerror: (error) => console.warn(`MCP: ${error.message}`),
  }));

const MCP_CORS_HEADERS = {
  ...CORS_HEADERS,
  "Access-Control-Expose-Headers": `${CORS_HEADERS["Access-Control-Expose-Headers"]}, Mcp-Session-Id, Mcp-Protocol-Version`,
};

/** A JSON-RPC error answered before the SDK sees the request. */
function rpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
) {
  return Response.json(
    { jsonrpc: "2.0", id: null, error: { code, message } },
    { status, headers: { ...MCP_CORS_HEADERS, ...headers, "Cache-Control": "no-store" } },
  );
}

/** Counts `calls` more requests of the client; the last verdict says whether it may go on. */
async function takeCalls(request: Request, calls: number): Promise<RateVerdict> {
  const address = clientIp(request.headers);
  let verdict = await apiLimiter().take(address);
  for (let i = 1; i < calls && verdict.allowed; i++) verdict = await apiLimiter().take(address);
  return verdict;
}

function tooMany(verdict: RateVerdict & { allowed: false }) {
  const message = `At most ${API_RATE_LIMIT.limit} requests a minute per client address; retry in ${verdict.retryAfterSeconds} s.`;
  return rpcError(429, -32000, message, rateLimitHeaders(verdict));
}

type Parsed = { body: unknown; calls: number } | { refusal: Response };

async function parseBody(request: Request): Promise<Parsed> {
  const bytes = await readCappedBody(request, MAX_BODY_BYTES);
  if (bytes === null) {
    return {
      refusal: rpcError(413, -32600, `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`),
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { refusal: rpcError(400, -32700, "Parse error: the request body is not valid JSON.") };
  }
  const calls = Array.isArray(body) ? body.length : 1;
  if (calls > MAX_BATCH_CALLS) {
    const message = `A batch may hold at most ${MAX_BATCH_CALLS} calls; this one holds ${calls}.`;
    return { refusal: rpcError(400, -32600, message) };
  }
  return { body, calls };
}

const isJson = (request: Request) =>
  /^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "");

/** Answers a request of /mcp (POST; GET and DELETE get the SDK's 405). */
export async function handleMcpRequest(request: Request): Promise<Response> {
  let verdict = await takeCalls(request, 1);
  if (!verdict.allowed) return tooMany(verdict);
  // The SDK answers a body that is not JSON with 415 before reading it.
  const parsed = request.method === "POST" && isJson(request) ? await parseBody(request) : null;
  if (parsed && "refusal" in parsed) return parsed.refusal;
  if (parsed && parsed.calls > 1) {
    verdict = await takeCalls(request, parsed.calls - 1);
    if (!verdict.allowed) return tooMany(verdict);
  }
  const response = await sdkHandler().fetch(
    request,
    parsed ? { parsedBody: parsed.body } : undefined,
  );
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries({
    ...MCP_CORS_HEADERS,
    ...rateLimitHeaders(verdict),
  })) {
    headers.set(name, value);
  }
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, headers });
}

/** The answer to a CORS preflight: POST with the headers MCP clients send. */
export function mcpPreflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...MCP_CORS_HEADERS,
      Allow: "POST, GET, DELETE, OPTIONS",
      "Access-Control-Allow-Methods": "POST, GET, DELETE, OPTIONS",
      "Access-Control-Allow-Headers":
        "Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID",
      "Access-Control-Max-Age": "86400",
    },
  });
}
