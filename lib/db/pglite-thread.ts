import "server-only";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";

// PGlite computes in WebAssembly on the thread that calls it. The server's embedded database
// runs in a worker thread instead (lib/db/pglite-worker.mjs), so that queries use the
// machine's second core while the main thread renders pages. This client is the part of
// PGlite's interface that Drizzle calls: query, exec, transaction and close.

type Request = { method: "query" | "exec" | "close"; sql?: string; params?: unknown[] } & {
  rowMode?: QueryOptions["rowMode"];
  textTypes?: number[];
};
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

// Built by `next build` into .next/, server code cannot name the worker's file relative to
// itself: like the migrations, it is found from the project's root.
const WORKER_FILE = path.join(process.cwd(), "lib", "db", "pglite-worker.mjs");

/** An Error carrying the fields of PGlite's (code, constraint, detail...), as callers read them. */
function databaseError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

/** Starts PGlite on `dataDir` in a worker thread and answers a client for it. */
export function startPgliteThread(dataDir: string) {
  // PGlite is PostgreSQL compiled to WebAssembly, which V8 first runs as quickly compiled code
  // and optimizes a function at a time, once it has run long enough: for the first few hundred
  // queries after a start, each took up to twice its time. Optimizing all of it at once, on a
  // background thread as the server starts, costs about 1.7 s of CPU and 15 MB
  // (docs/benchmark.md). The flag is the process's; set before the module is compiled.
  setFlagsFromString("--no-wasm-dynamic-tiering");
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  let lastId = 0;
  const failAll = (error: Error) => {
    pending.forEach(({ reject }) => reject(error));
    pending.clear();
  };
  worker.on("message", ({ id, result, error }: Reply) => {
    const call = pending.get(id);
    pending.delete(id);
    if (error) call?.reject(databaseError(error));
    else call?.resolve(result);
  });
  // A thread that stopped fails what waits for it and what comes after, instead of hanging.
  let stopped: Error | null = null;
  worker.on("error", failAll);
  worker.on("exit", (code) => {
    stopped = new Error(`The database thread stopped (exit code ${code}).`);
    failAll(stopped);
  });

  const send = <T>(request: Request) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = ++lastId;
      pending.set(id, { resolve: resolve as Pending["resolve"], reject });
      worker.postMessage({ id, ...request });
    });

  // Parsers are functions, which cannot cross threads: their types come back as text, and are
  // parsed here (Drizzle's keep dates and intervals as text anyway).
  const query = async <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
    const parsers = options.parsers ?? {};
    const textTypes = Object.keys(parsers).map(Number);
    const rowMode = options.rowMode ?? "object";
    const result = await send<Results<T>>({ method: "query", sql, params, rowMode, textTypes });
    result.fields.forEach(({ name, dataTypeID }, index) => {
      const parse = parsers[dataTypeID];
      if (!parse) return;
      const key = rowMode === "array" ? index : name;
      for (const row of result.rows as Record<string | number, unknown>[]) {
        if (typeof row[key] === "string") row[key] = parse(row[key] as string);
      }
    });
    return result;
  };
  const exec = (sql: string) => send<Results[]>({ method: "exec", sql });

  // A transaction holds the database from BEGIN to COMMIT or ROLLBACK: queries from outside
  // wait for it, then go in the order they came (the worker answers requests in order).
  let transactionsDone: Promise<unknown> = Promise.resolve();
  const afterTransactions = async <T>(run: () => Promise<T>) => {
    await transactionsDone;
    return run();
  };

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const previous = transactionsDone;
    let finish = () => {};
    transactionsDone = new Promise<void>((resolve) => (finish = resolve));
    await previous;
    let closed = false;
    const open = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) => (
        open(),
        query(sql, params, options)
      ),
      exec: (sql: string) => (open(), exec(sql)),
      rollback: async () => {
        open();
        await exec("ROLLBACK");
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      await exec("BEGIN");
      const result = await callback(tx);
      if (!closed) await exec("COMMIT");
      return result;
    } catch (error) {
      if (!closed) await exec("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      closed = true;
      finish();
    }
  }

  return {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      afterTransactions(() => query<T>(sql, params, options)),
    exec: (sql: string) => afterTransactions(() => exec(sql)),
    transaction,
    close: async () => {
      await afterTransactions(() => send({ method: "close" }));
      await worker.terminate();
    },
  };
}
