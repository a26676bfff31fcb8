// What the search triggers cost, as the database itself counts it: how many times a statement
// runs each refresh function, and which documents a write rewrote (a rewritten row gets a new
// xmin, the id of the transaction that wrote it).
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";

const REFRESHES = ["refresh_company_search", "refresh_person_search", "refresh_headline_search"];

async function callCounts(tx: Db) {
  const rows = await selectRows<{ name: string; calls: number }>(
    tx,
    sql`select funcname as name, calls::int as calls from pg_stat_xact_user_functions`,
  );
  return new Map(rows.map((row) => [row.name, row.calls]));
}

/** How many times `statement` ran each refresh function (the statement is committed). */
export function refreshCalls(db: Db, statement: SQL): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local track_functions = 'all'`);
    const before = await callCounts(tx);
    await tx.execute(statement);
    const after = await callCounts(tx);
    const ran = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    return Object.fromEntries(REFRESHES.map((name) => [name, ran(name)]));
  });
}

/** For each of `statements`, run in order, how many times it ran each refresh function. */
export async function refreshCallsOfEach(db: Db, statements: Record<string, SQL>) {
  const calls: Record<string, Record<string, number>> = {};
  for (const [name, statement] of Object.entries(statements)) {
    calls[name] = await refreshCalls(db, statement);
  }
  return calls;
}

/** Each search document and the transaction that last wrote it. */
export function documentVersions(db: Db) {
  return selectRows<{ document: string; version: string }>(
    db,
    sql`select 'company ' || organization_id as document, xmin::text as version from company_search
      union all select 'person ' || person_id, xmin::text from person_search
      union all select 'headline ' || headline_id, xmin::text from headline_search
      order by 1`,
  );
}
