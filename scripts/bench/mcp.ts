import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { openEmbedded } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { BENCH_DATA_DIR } from "./data";
import { WARMUP_REQUESTS } from "./cold-paths";
import { SHORTNAMES, TERMS } from "./open-data-paths";
import {
  assertRunning,
  freePort,
  startNextServer,
  stopServer,
  waitUntilAnswering,
  type ChildServer,
} from "./servers";

// The MCP section: the MCP server's search and get_company beside the API's answer to the same
// question (GET /api/v1/companies?q=…&sort=relevance, GET /api/v1/companies/{shortname}), on the
// large data, with 1 and 4 clients. Each client asks both, in turns (the API first for one
// question, the MCP server first for the next), so that neither finds the database's caches
// warmed by the other more often. Each client has its own address (the server believes
// X-Forwarded-For from loopback), so that the API's limit per client is not reached.

export const MCP_CLIENTS = [1, 4] as const;
/** The target: the MCP server's p95 at most this many times the API's. */
export const MCP_P95_RATIO = 1.2;
const READY_TIMEOUT_MS = 120_000;

type Question = { tool: "search" | "get_company"; args: Record<string, string>; apiPath: string };
export type McpRow = { tool: Question["tool"]; clients: number; api: number[]; mcp: number[] };

async function pickQuestions(): Promise<Record<Question["tool"], Question[]>> {
  const database = await openEmbedded(BENCH_DATA_DIR);
  try {
    const terms = await selectRows<{ word: string }>(database.db, TERMS);
    const shortnames = await selectRows<{ shortname: string }>(database.db, SHORTNAMES);
    return {
      search: terms.map(({ word }) => ({
        tool: "search",
        args: { query: word },
        apiPath: `/api/v1/companies?q=${encodeURIComponent(word)}&sort=relevance&limit=10`,
      })),
      get_company: shortnames.map(({ shortname }) => ({
        tool: "get_company",
        args: { shortname },
        apiPath: `/api/v1/companies/${encodeURIComponent(shortname)}`,
      })),
    };
  } finally {
    await database.close();
  }
}

let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

async function connect(server: ChildServer, address: string) {
  const fetchAs = (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set("X-Forwarded-For", address);
    return fetch(input, { ...init, headers });
  };
  const client = new Client({ name: "coss-bench", version: "1.0.0" });
  const url = new URL(`${server.url}/mcp`);
  await client.connect(new StreamableHTTPClientTransport(url, { fetch: fetchAs }));
  return client;
}

async function timed(ask: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await ask();
  return performance.now() - started;
}

/** Asks every question once through the API and once through MCP, `clients` at a time. */
async function askAll(server: ChildServer, questions: Question[], clients: number) {
  const queue = questions.map((question, index) => ({ question, index }));
  const api: number[] = [];
  const mcp: number[] = [];
  const client = async () => {
    const address = nextAddress();
    const connection = await connect(server, address);
    const askApi = async ({ apiPath }: Question) => {
      const response = await fetch(server.url + apiPath, {
        headers: { "X-Forwarded-For": address },
      });
      // Read as the MCP client reads its answer: parsed.
      await response.json();
      if (response.status !== 200) throw new Error(`${response.status} from ${apiPath}`);
    };
    const askMcp = async ({ tool, args }: Question) => {
      const result = await connection.callTool({ name: tool, arguments: args });
      if (result.isError)
        throw new Error(`${tool} ${JSON.stringify(args)}: ${JSON.stringify(result.content)}`);
    };
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { question, index } = next;
      if (index % 2 === 0) {
        api.push(await timed(() => askApi(question)));
        mcp.push(await timed(() => askMcp(question)));
      } else {
        mcp.push(await timed(() => askMcp(question)));
        api.push(await timed(() => askApi(question)));
      }
    }
    await connection.close();
  };
  await Promise.all(Array.from({ length: clients }, client));
  assertRunning(server);
  return { api, mcp };
}

/** The section on the embedded large data: each tool with 1 and 4 clients. */
export async function measureMcp(): Promise<McpRow[]> {
  const questions = await pickQuestions();
  const server = startNextServer(
    await freePort(),
    { name: "PGlite", dataDir: BENCH_DATA_DIR },
    { TRUSTED_PROXIES: "127.0.0.1" },
  );
  const rows: McpRow[] = [];
  try {
    await waitUntilAnswering(server, READY_TIMEOUT_MS);
    for (const tool of ["search", "get_company"] as const) {
      // Each route's first calls run unoptimized: a few questions first, not measured.
      await askAll(server, questions[tool].slice(0, WARMUP_REQUESTS), 1);
      for (const clients of MCP_CLIENTS) {
        process.stdout.write(`MCP ${tool} and the API, ${clients} client(s)... `);
        const { api, mcp } = await askAll(server, questions[tool], clients);
        rows.push({ tool, clients, api, mcp });
        console.log(`${api.length} questions`);
      }
    }
  } finally {
    await stopServer(server);
  }
  return rows;
}
