import "server-only";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

// The database's types, apart from the code that opens it, so that the modules it uses
// (migrations, rows, vacuum) can name them without importing it back.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = "pglite" | "postgres";
export type Database = {
  db: Db;
  driver: Driver;
  label: string;
  close: () => Promise<void>;
  /** Whether it holds no data yet (created by this open): the server start fills it. */
  fresh: boolean;
};
