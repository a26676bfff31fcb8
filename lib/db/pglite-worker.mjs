// The embedded database's own thread (started by lib/db/pglite-thread.ts): PGlite runs the
// queries here, on another core than the one that renders the pages.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_OPTIONS } from "./pglite-extensions.mjs";

// A failure to open is the answer to every request, so the caller sees it on its first query.
const opening = PGlite.create(workerData.dataDir, PGLITE_OPTIONS);
opening.catch(() => {});

const keepAsText = (value) => value;

// An Error loses its own fields between threads: its plain ones (code, constraint, detail...)
// go as an object. The others (the query's parameters and options) may not cross at all.
function errorFields(error) {
  const plain = Object.entries(error).filter(([, value]) => typeof value !== "object");
  return { ...Object.fromEntries(plain), message: error.message, name: error.name };
}

async function run(client, { method, sql, params, rowMode, textTypes }) {
  if (method === "exec") return client.exec(sql);
  if (method === "close") return client.close();
  const parsers = Object.fromEntries(textTypes.map((type) => [type, keepAsText]));
  return client.query(sql, params, { rowMode, parsers });
}

// PGlite queues the requests itself; the caller keeps the queries of other requests away while
// a transaction runs.
parentPort.on("message", async ({ id, ...request }) => {
  try {
    const result = await run(await opening, request);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) });
  }
});
