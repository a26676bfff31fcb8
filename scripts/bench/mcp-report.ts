import { MCP_P95_RATIO, type McpRow } from "./mcp";
import { percentile } from "./percentile";
import { printAligned } from "./print-table";
import type { Check } from "./report";

const ms = (value: number) => value.toFixed(1);

/** Prints the MCP section's table; checks each MCP p95 against the API's for the same questions. */
export function reportMcp(rows: McpRow[]): Check[] {
  console.log(
    `\nMCP: the MCP server's tools beside the API's answer to the same question, on PGlite ` +
      `(${rows[0]?.api.length ?? 0} questions per row, each asked of both)\n`,
  );
  const figures = rows.map((row) => ({
    ...row,
    apiP50: percentile(row.api, 50),
    apiP95: percentile(row.api, 95),
    mcpP50: percentile(row.mcp, 50),
    mcpP95: percentile(row.mcp, 95),
  }));
  printAligned(
    ["tool", "clients", "API p50 ms", "API p95 ms", "MCP p50 ms", "MCP p95 ms", "MCP/API p95"],
    figures.map((row) => [
      row.tool,
      String(row.clients),
      ms(row.apiP50),
      ms(row.apiP95),
      ms(row.mcpP50),
      ms(row.mcpP95),
      `${(row.mcpP95 / row.apiP95).toFixed(2)}x`,
    ]),
    new Set([0]),
  );
  return figures.map((row) => ({
    name: `MCP ${row.tool}, ${row.clients} client(s): p95 within ${MCP_P95_RATIO}x the API's`,
    pass: row.mcpP95 <= row.apiP95 * MCP_P95_RATIO,
    detail: `${ms(row.mcpP95)} ms vs ${ms(row.apiP95)} ms`,
  }));
}
