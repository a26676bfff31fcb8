import "server-only";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./types";
import { selectValues } from "./rows";

export const migrationsFolder = path.join(process.cwd(), "supabase", "migrations");

/** Applies the SQL migrations of supabase/migrations that the database lacks. */
export async function applyMigrations({ db, driver }: Database): Promise<void> {
  const { migrate } =
    driver === "pglite"
      ? await import("drizzle-orm/pglite/migrator")
      : await import("drizzle-orm/node-postgres/migrator");
  // Both migrators take any Drizzle Postgres instance of their driver.
  await migrate(db as never, { migrationsFolder });
}

/** The name of the table `qualifiedName` (schema.table), or null when it does not exist. */
export const tableNamed = (qualifiedName: string) =>
  sql<string | null>`to_regclass(${qualifiedName}::text)::text`;

type JournalEntry = { tag: string; when: number };

function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder, "meta", "_journal.json");
  return JSON.parse(fs.readFileSync(file, "utf8")).entries;
}

/** Names the migrations a database has not applied yet (by the migrator's own bookkeeping). */
export async function pendingMigrations({ db }: Database): Promise<string[]> {
  const table = await selectValues(db, { name: tableNamed("drizzle.__drizzle_migrations") });
  // The migrator's own table, which the schema does not describe.
  const applied = table?.name
    ? await selectValues(db, {
        last: sql<string | null>`(select max(created_at)::text from drizzle.__drizzle_migrations)`,
      })
    : undefined;
  const last = Number(applied?.last ?? 0);
  return journal()
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag);
}

/** Fails with a message naming `npm run db:migrate` when the database is behind. */
export async function assertMigrated(database: Database): Promise<void> {
  const pending = await pendingMigrations(database);
  if (pending.length > 0) {
    throw new Error(
      `The database at ${database.label} lacks ${pending.length} migration(s) (${pending.join(", ")}). ` +
        `Run \`npm run db:migrate\` with the same DATABASE_URL.`,
    );
  }
}
