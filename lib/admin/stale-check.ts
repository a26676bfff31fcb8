import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { firstRow } from "@/lib/db/rows";
import {
  headline,
  keyperson,
  newsSource,
  ogTemplates,
  organization,
  tag,
  tagCategory,
} from "@/lib/db/schema";
import { refused, type Refused } from "./action-result";
import type { WriteOutcome } from "./admin-write";

// The rows an editor opens, by the word its refusal uses for them.
const EDITED_ROWS = {
  company: organization,
  person: keyperson,
  headline,
  tag,
  category: tagCategory,
  template: ogTemplates,
  source: newsSource,
};

/** What an editor edits: "this company", "this person"... */
export type EditedRow = keyof typeof EDITED_ROWS;

/** A row as an editor opened it: its id, and the version it read then. */
export type OpenedRow = { id: number; version: number };

async function readVersion(db: Db, row: EditedRow, id: number, lock: boolean) {
  const table = EDITED_ROWS[row];
  const query = db
    .select({ version: table.version, by: table.changed_by, at: table.changed_at })
    .from(table)
    .where(eq(table.id, id));
  return (await firstRow(query, lock)) ?? null;
}

/** The row's current version (what an editor opening it now sends back), or null when gone. */
export async function currentVersion(db: Db, row: EditedRow, id: number) {
  return (await readVersion(db, row, id, false))?.version ?? null;
}

// What the curator is told to do next, after a refused save or delete.
const NEXT_STEP = {
  save: (row: EditedRow) =>
    `Nothing was saved and your edits are still in the form: open the ${row} again in a new tab to see their change, then save.`,
  delete: (row: EditedRow) =>
    `Nothing was deleted: open the ${row} again to see their change, then delete it if you still want to.`,
};

/**
 * Locks the opened row until the transaction ends (so that two writes cannot both pass) and
 * answers why a save (or delete) from that editor must write nothing: who changed the row
 * since it was opened, and when. Null when nobody did, or when the row is gone (the caller
 * says so).
 */
export async function staleRefusal(
  tx: Db,
  row: EditedRow,
  opened: OpenedRow,
  write: keyof typeof NEXT_STEP = "save",
): Promise<string | null> {
  const current = await readVersion(tx, row, opened.id, true);
  if (!current || current.version === opened.version) return null;
  const when = current.at
    ? ` at ${current.at.toISOString().replace("T", " ").slice(0, 16)} UTC`
    : "";
  return `${current.by ?? "Someone"} changed this ${row}${when}, after you opened it. ${NEXT_STEP[write](row)}`;
}

/** What an editor writes: its row as opened (null: a new row), and whether it saves or deletes. */
export type EditorWrite = {
  row: EditedRow;
  opened: OpenedRow | null;
  action?: keyof typeof NEXT_STEP;
};

/**
 * The editor's `write`, unless someone changed the opened row since it was opened: then nothing
 * is written and the answer says who and when (see staleRefusal). For adminWrite.
 */
export function unlessStale<T>(
  { row, opened, action = "save" }: EditorWrite,
  write: (tx: Db) => Promise<WriteOutcome<T>>,
) {
  return async (tx: Db): Promise<WriteOutcome<T | Refused>> => {
    const stale = opened && (await staleRefusal(tx, row, opened, action));
    return stale ? { result: refused(stale) } : write(tx);
  };
}
