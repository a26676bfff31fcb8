// POST /mcp - the directory's MCP server (Streamable HTTP, stateless, read-only)
import { handleMcpRequest, mcpPreflight } from "@/lib/mcp/http";

export const dynamic = "force-dynamic";

export const POST = handleMcpRequest;
export const GET = handleMcpRequest;
export const DELETE = handleMcpRequest;
export const OPTIONS = mcpPreflight;
