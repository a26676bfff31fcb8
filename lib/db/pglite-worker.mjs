// The embedded database's own thread (started by lib/db/pglite-thread.ts): PGlite runs the
// queries here, on another core than the one that renders the pages.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_OPTIONS } from "./pglite-extensions.mjs";

const keepAsText = (value) => value;
const asText = (types) => Object.fromEntries(types.map((type) => [type, keepAsText]));

// Drizzle reads dates, times, intervals and numeric arrays as PostgreSQL's text, and asks for
// them so with every query. They are set once instead, when PGlite has opened (opening sets
// the array types' parsers): a query given its own parsers has PGlite copy its whole table of
// them (some 360 types), which cost about 0.5 ms a query.
const DRIZZLE_TEXT_TYPES = [1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231];

// A failure to open is the answer to every request, so the caller sees it on its first query.
const opening = PGlite.create(workerData.dataDir, PGLITE_OPTIONS).then((client) => {
  Object.assign(client.parsers, asText(DRIZZLE_TEXT_TYPES));
  return client;
});
opening.catch(() => {});

// An Error loses its own fields between threads: its plain ones (code, constraint, detail...)
// go as an object. The others (the query's parameters and options) may not cross at all.
function errorFields(error) {
  const plain = Object.entries(error).filter(([, value]) => typeof value !== "object");
  return { ...Object.fromEntries(plain), message: error.message, name: error.name };
}

async function run(client, { method, sql, params, rowMode, textTypes }) {
  if (method === "exec") return client.exec(sql);
  if (method === "close") return client.close();
  const others = textTypes.filter((type) => !DRIZZLE_TEXT_TYPES.includes(type));
  return client.query(
    sql,
    params,
    others.length > 0 ? { rowMode, parsers: asText(others) } : { rowMode },
  );
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
