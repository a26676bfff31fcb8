// Row counts of every table, to show that a refused import changed nothing.
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import type { BatchEvent, BatchKind } from "@/lib/domain/batch/batch-kinds";
import { importBatch } from "@/lib/admin/batch/import-batch";
import { TEST_ADMIN } from "../fixtures/admin";

/** The number of rows of each table of the public schema. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await selectRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from "${tablename}"`),
    );
    counts[tablename] = row.n;
  }
  return counts;
}

/**
 * Imports `text` as a file of `kind`, collecting what the import streams; `importAnyway`
 * names the probable duplicates to import.
 */
export async function runImport(
  kind: BatchKind,
  text: string,
  skipProblems = false,
  importAnyway: number[] | "all" = [],
) {
  const events: BatchEvent[] = [];
  await importBatch(
    TEST_ADMIN,
    kind,
    new TextEncoder().encode(text),
    { fileName: `test.${kind}`, skipProblems, importAnyway },
    (e) => events.push(e),
  );
  const logs = events.flatMap((e) => (e.type === "log" ? [e.line] : []));
  const done = events.find((e) => e.type === "done");
  return { events, logs, done: done?.type === "done" ? done : null };
}
