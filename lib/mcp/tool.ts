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

/** A tool as the server lists it: what it is, and how to register it on a server. */
export type ListedTool = Pick<DirectoryTool, "name" | "title" | "description"> & {
  register: (server: McpServer) => void;
};

function messageOf(error: unknown, tool: string): string {
  if (error instanceof ToolRefusal) return error.message;
  if (error instanceof ApiProblem) {
    const { detail, accepted } = error.problem;
    return accepted ? `${detail} Accepted: ${accepted}.` : detail;
  }
  console.error(`MCP tool ${tool}: ${(error as Error).stack ?? error}`);
  return "The data could not be read; try again.";
}

/** `tool`, typed by its schema, ready to register. */
export function defineTool<S extends z.ZodObject>(tool: DirectoryTool<S>): ListedTool {
  const { name, title, description } = tool;
  return { name, title, description, register: (server) => registerDirectoryTool(server, tool) };
}

// Registers `tool` on `server`: its answer as JSON text and structured content, or an error.
function registerDirectoryTool<S extends z.ZodObject>(server: McpServer, tool: DirectoryTool<S>) {
  const inputSchema: z.ZodObject = tool.inputSchema;
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    async (input) => {
      try {
        // The SDK has parsed `input` with the tool's own schema.
        const answer = await tool.run(input as z.output<S>);
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
