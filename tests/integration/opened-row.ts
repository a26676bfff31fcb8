import { currentVersion, type EditedRow, type OpenedRow } from "@/lib/admin/stale-check";
import type { Db } from "@/lib/db/client";

/** Row `id` as an editor opens it now: its id and current version. */
export async function openedRow(db: Db, row: EditedRow, id: number): Promise<OpenedRow> {
  const version = await currentVersion(db, row, id);
  if (version === null) throw new Error(`No ${row} ${id} to open`);
  return { id, version };
}
