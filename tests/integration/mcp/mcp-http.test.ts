import { describe, expect, it } from "vitest";
import { companiesEndpoint } from "@/lib/api/endpoints/companies";
import { API_RATE_LIMIT } from "@/lib/api/rate-limit";
import { apiRoute } from "@/lib/api/route";
import { MAX_BATCH_CALLS, MAX_BODY_BYTES } from "@/lib/mcp/limits";
import { handleMcpRequest } from "@/lib/mcp/http";

// The MCP endpoint's own checks before the SDK reads a request: the API's limit per client
// address, shared with the API, each call of a batch counting; and the body's size, however
// it is sent.

const HEADERS = {
  "Content-Type": "application/json",
  Accept: "application/json, text/event-stream",
};

function post(address: string, body: BodyInit, headers: Record<string, string> = {}) {
  return handleMcpRequest(
    new Request("http://localhost/mcp", {
      method: "POST",
      headers: { ...HEADERS, "X-Forwarded-For": address, ...headers },
      body,
      duplex: "half",
    } as RequestInit),
  );
}

const ping = (id: number) => ({ jsonrpc: "2.0", id, method: "ping" });
const batch = (size: number) => JSON.stringify(Array.from({ length: size }, (_, i) => ping(i)));

describe("the MCP endpoint's limits", () => {
  it("counts each call of a batch against the API's limit per client address, shared with the API", async () => {
    const address = "203.0.113.77";
    const batches = API_RATE_LIMIT.limit / MAX_BATCH_CALLS;
    for (let i = 0; i < batches; i++) {
      const answer = await post(address, batch(MAX_BATCH_CALLS));
      expect(answer.status, `batch ${i + 1}`).toBe(200);
      await answer.text();
    }
    const refused = await post(address, JSON.stringify(ping(1)));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect((await refused.json()).error.message).toMatch(
      /^At most 600 requests a minute per client address; retry in \d+ s\.$/,
    );
    // The same client's API requests count in the same limit.
    const api = await apiRoute(companiesEndpoint.handle)(
      new Request("http://localhost/api/v1/companies", { headers: { "X-Forwarded-For": address } }),
      { params: Promise.resolve({}) },
    );
    expect(api.status).toBe(429);
    // Another client is still answered.
    expect((await post("203.0.113.78", JSON.stringify(ping(2)))).status).toBe(200);
  });

  it("refuses a body over 64 KB unread, with or without its length declared", async () => {
    const big = JSON.stringify({ ...ping(1), padding: "x".repeat(MAX_BODY_BYTES) });
    const declared = await post("203.0.113.80", big);
    expect(declared.status).toBe(413);
    const chunks = [big.slice(0, 40_000), big.slice(40_000)];
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    const answer = await post("203.0.113.81", streamed);
    expect(answer.status).toBe(413);
    expect((await answer.json()).error).toEqual({
      code: -32600,
      message: "The request is larger than 64 KB.",
    });
  });

  it("refuses a batch of more than 20 calls", async () => {
    const over = await post("203.0.113.82", batch(MAX_BATCH_CALLS + 1));
    expect(over.status).toBe(400);
    expect((await over.json()).error.message).toBe(
      "A batch may hold at most 20 calls; this one holds 21.",
    );
  });
});
