import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";

// The MCP SDK's own client over HTTP, as an assistant's host would configure it from the
// README (the server's URL, nothing else), from its own client address (the browser tests'
// servers believe X-Forwarded-For from loopback, so that tests do not share a rate limit).

export type McpConnection = {
  client: Client;
  /** The servers (x-served-by) that answered its requests, in order. */
  servedBy: string[];
  close: () => Promise<void>;
};

/** A client connected to the MCP server at `url`. */
export async function connectMcp(url: string, address: string): Promise<McpConnection> {
  const servedBy: string[] = [];
  const fetchAs = async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set("X-Forwarded-For", address);
    const response = await fetch(input, { ...init, headers });
    servedBy.push(response.headers.get("x-served-by") ?? "");
    return response;
  };
  const client = new Client({ name: "coss-e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: fetchAs }));
  return { client, servedBy, close: () => client.close() };
}

type ToolAnswer = { isError?: boolean; content: { type: string; text?: string }[] };

/** Calls a tool: its structured answer, or its error message (isError). */
export async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as ToolAnswer & {
    structuredContent?: Record<string, unknown>;
  };
  const text = result.content.find((part) => part.type === "text")?.text ?? "";
  return result.isError
    ? { error: text }
    : { data: result.structuredContent as Record<string, unknown>, text };
}
