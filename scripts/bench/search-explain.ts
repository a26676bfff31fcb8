import { useDatabase, type Database } from "@/lib/db/client";
import { DEFAULT_LIST_STATE, defaultSort } from "@/lib/domain/list-state";
import { listCompanies } from "@/lib/queries/company-list";
import { search } from "@/lib/search";
import { suggest } from "@/lib/search/suggestions";

// Why a search URL is slow: the reads its page runs, in the server's own code, each explained
// with EXPLAIN (ANALYZE, BUFFERS); the one that took the database longest is kept.

export type ExplainedStatement = { path: string; executionMs: number; sql: string; plan: string };

type Statement = { text: string; params: unknown[] };
type Client = { query: (...args: unknown[]) => Promise<{ rows: Record<string, string>[] }> };

// What the route of `path` reads: the engine for the suggestions and /search, the list's page.
function readsOf(path: string): () => Promise<unknown> {
  const url = new URL(path, "http://bench");
  const q = url.searchParams.get("q") ?? "";
  if (url.pathname === "/search/suggest") return () => suggest(q);
  if (url.pathname === "/search") return () => search(q, { limit: 10 });
  const typed = url.searchParams.get("search") ?? "";
  const state = { ...DEFAULT_LIST_STATE, search: typed, ...defaultSort(typed) };
  return () => listCompanies(state);
}

// Both drivers take (text, params) or ({ text }, params): node-postgres's pool and PGlite.
const statementOf = ([first, params]: unknown[]): Statement =>
  typeof first === "string"
    ? { text: first, params: (params as unknown[]) ?? [] }
    : { text: (first as { text: string }).text, params: (params as unknown[]) ?? [] };

/** Runs the reads of `path` on `database` and explains the statement the database spent most on. */
export async function explainSlowest(
  database: Database,
  path: string,
): Promise<ExplainedStatement> {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- not a hook: the process's database
  useDatabase(database);
  const run = readsOf(path);
  await run(); // the first run loads the code and the caches, as the server's warm-up did
  const client = (database.db as unknown as { $client: Client }).$client;
  const query = client.query;
  const seen: Statement[] = [];
  client.query = (...args: unknown[]) => {
    seen.push(statementOf(args));
    return query.apply(client, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  let slowest: ExplainedStatement | null = null;
  for (const { text, params } of seen) {
    const { rows } = await query.call(client, `explain (analyze, buffers) ${text}`, params);
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    const executionMs = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? 0);
    if (!slowest || executionMs > slowest.executionMs) {
      slowest = { path, executionMs, sql: text, plan };
    }
  }
  if (!slowest) throw new Error(`No statement read for ${path}.`);
  return slowest;
}
