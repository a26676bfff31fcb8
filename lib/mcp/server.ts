import "server-only";
import { McpServer } from "@modelcontextprotocol/server";
import { registerDirectoryResources } from "./resources";
import type { ListedTool } from "./tool";
import { compareCompaniesTool } from "./tools/compare-companies";
import { directoryStatsTool } from "./tools/directory-stats";
import { getCompanyTool } from "./tools/get-company";
import { getPersonTool } from "./tools/get-person";
import { listHeadlinesTool } from "./tools/list-headlines";
import { searchTool } from "./tools/search";

// The directory's MCP server: read-only tools over the published data (the API's handlers,
// the site's search, the comparison and /stats reads) and the datasets as resources. A new
// instance serves each request (lib/mcp/http.ts), so nothing is kept between requests.

/** Every tool, in the order tools/list gives them. */
export const DIRECTORY_TOOLS = [
  searchTool,
  getCompanyTool,
  getPersonTool,
  listHeadlinesTool,
  compareCompaniesTool,
  directoryStatsTool,
] as const satisfies readonly ListedTool[];

const INSTRUCTIONS =
  "The COSS Directory: commercial open source companies, the people behind them, their funding, open-source projects and news. Search first (search), then read a company (get_company) or person (get_person); cite the `url` of each result, the page on the site.";

/** A server holding every tool and resource, for one request. */
export function createDirectoryServer(): McpServer {
  const server = new McpServer(
    { name: "coss-directory", version: "1.0.0" },
    {
      instructions: INSTRUCTIONS,
      // The tools and resources are the same for every request: nothing to listen for.
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
    },
  );
  for (const tool of DIRECTORY_TOOLS) tool.register(server);
  registerDirectoryResources(server);
  return server;
}
