import "server-only";
import type { McpServer } from "@modelcontextprotocol/server";
import type { z } from "zod";
import { ApiProblem } from "@/lib/api/problem";

// A tool of the directory's MCP server: its zod input schema (the SDK checks arguments against
// it and answers a failure as a tool error naming the argument), a description an assistant
// can act on, and what it answers. Every tool only reads published data.

export type DirectoryTool<S extends z.ZodObject = z.ZodObject> = {
  name: string;
  title: string;
  description: string;
  inputSchema: S;
  /** The answer: an object whose `url` (or each item's) is the page on the site to cite. */
  run: (input: z.output<S>) => Promise<Record<string, unknown>>;
};

/** A refusal the assistant is told as it is (an unknown company, a filter of another kind). */
export class ToolRefusal extends Error {}

/** `tool`, typed by its schema. */
export const defineTool = <S extends z.ZodObject>(tool: DirectoryTool<S>) => tool;

function messageOf(error: unknown, tool: string): string {
  if (error instanceof ToolRefusal) return error.message;
  if (error instanceof ApiProblem) {
    const { detail, accepted } = error.problem;
    return accepted ? `${detail} Accepted: ${accepted}.` : detail;
  }
  console.error(`MCP tool ${tool}: ${(error as Error).stack ?? error}`);
  return "The data could not be read; try again.";
}

/** Registers `tool` on `server`: its answer as JSON text and structured content, or an error. */
export function registerDirectoryTool(server: McpServer, tool: DirectoryTool) {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    async (input) => {
      try {
        const answer = await tool.run(input);
        return {
          content: [{ type: "text", text: JSON.stringify(answer) }],
          structuredContent: answer,
        };
      } catch (error) {
        return { content: [{ type: "text", text: messageOf(error, tool.name) }], isError: true };
      }
    },
  );
}
