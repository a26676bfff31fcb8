// What the search triggers cost, as the database itself counts it: how many times a transaction
// runs each refresh function, and what the documents hold.
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

/**
 * How many times a transaction of `statements` ran each refresh function (it is committed). The
 * refreshes wait for the commit: `set constraints all immediate` runs them before it, to count.
 */
export function refreshCalls(db: Db, ...statements: SQL[]): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local track_functions = 'all'`);
    const before = await callCounts(tx);
    for (const statement of statements) await tx.execute(statement);
    await tx.execute(sql`set constraints all immediate`);
    const after = await callCounts(tx);
    const ran = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    return Object.fromEntries(REFRESHES.map((name) => [name, ran(name)]));
  });
}

/** For each of `statements`, each in its transaction, how many times it ran each refresh. */
export async function refreshCallsOfEach(db: Db, statements: Record<string, SQL>) {
  const calls: Record<string, Record<string, number>> = {};
  for (const [name, statement] of Object.entries(statements)) {
    calls[name] = await refreshCalls(db, statement);
  }
  return calls;
}

/** Each search document, and the date a search orders its ties by (people: by name). */
export function documentRows(db: Db) {
  return selectRows<{ row: string; document: string; date: string | null }>(
    db,
    sql`select 'company ' || organization_id as row, document::text as document,
        updated::text as date from company_search
      union all select 'person ' || person_id, document::text, null from person_search
      union all select 'headline ' || headline_id, document::text, headline_date::text
        from headline_search
      order by 1`,
  );
}
