import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { intArray } from "@/lib/db/sql-arrays";

// Periodic work as PostgreSQL's own queue: a sweep claims due rows with FOR UPDATE SKIP LOCKED
// and a lease (claimed_until), so that sweeps on many servers each take different rows, and the
// rows of a sweep that died come back once its lease has passed. The same SQL runs on PGlite.

/** A table of periodic work: rows due by `next_due_at` (null: now), oldest `checked_at` first. */
export type PeriodicTable = PgTable & {
  id: PgColumn;
  checked_at: PgColumn;
  next_due_at: PgColumn;
  claimed_until: PgColumn;
  claimed_by: PgColumn;
};

export type ClaimOptions = {
  limit: number;
  leaseMs: number;
  worker: string;
  now: Date;
  /** Only rows this condition keeps (a source switched off is never due). */
  where?: SQL;
};

/** Claims up to `limit` due rows that no live lease holds, for `worker`; answers their ids. */
export async function claimDue(db: Db, table: PeriodicTable, options: ClaimOptions) {
  const { limit, leaseMs, worker, now, where = sql`true` } = options;
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await selectRows<{ id: number }>(
    db,
    sql`with due as (
        select ${table.id} as id from ${table}
        where (${table.claimed_until} is null or ${table.claimed_until} <= ${at}::timestamptz)
          and (${table.next_due_at} is null or ${table.next_due_at} <= ${at}::timestamptz)
          and ${where}
        order by ${table.checked_at} asc nulls first, ${table.id}
        limit ${limit}
        for update skip locked
      )
      update ${table} set ${sql.identifier(table.claimed_until.name)} = ${until}::timestamptz,
        ${sql.identifier(table.claimed_by.name)} = ${worker}
      from due where ${table.id} = due.id
      returning ${table.id} as id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Ends `worker`'s claim on rows `ids`: each is due again `intervalMs` after its last check
 * (a row never checked stays due). A claim another sweep took over is left alone.
 */
export async function releaseClaims(
  db: Db,
  table: PeriodicTable,
  { ids, worker, intervalMs }: { ids: number[]; worker: string; intervalMs: number },
) {
  if (ids.length === 0) return;
  const seconds = intervalMs / 1000;
  await db.execute(
    sql`update ${table} set ${sql.identifier(table.claimed_until.name)} = null,
        ${sql.identifier(table.claimed_by.name)} = null,
        ${sql.identifier(table.next_due_at.name)} =
          ${table.checked_at} + make_interval(secs => ${seconds})
      where ${table.id} = any(${intArray(ids)}) and ${table.claimed_by} = ${worker}`,
  );
}
