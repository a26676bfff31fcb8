import "server-only";
import { and, eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { changeHistory } from "@/lib/db/schema";
import { answeredWrite } from "../admin-write";
import type { Restored } from "../history/restore-write";
import { readPersonRecord, type PersonRecord } from "./person-record";
import { goneNote, refused, restored, restoreRecord } from "./restore-outcome";
import type { Entry, Outcome, Snapshot } from "./restore-outcome";
import { undoMerge } from "./undo-merge";
import { insertWithId, writeSnapshot } from "./write-snapshot";

/**
 * Brings a person back to their state before the recorded change `historyId`, following the
 * person's id (never their name), itself a recorded change ('restore'): an update goes back to
 * the person as they were; a deleted person comes back with their old id; a merge brings the
 * removed person back with their old id and takes back from the kept person what came from
 * them. Companies deleted since are left out, and the answer says so.
 */
export async function restorePerson(admin: AdminUser, historyId: number): Promise<Restored> {
  const failure = {
    failed: "An error occurred while restoring the person",
    context: `Restoring change ${historyId} (person) failed`,
  };
  return answeredWrite<Restored>(admin, failure, async (tx) => {
    const entry = await readEntry(tx, historyId);
    if (!entry) return refused("That change is not in the history of a person.");
    if (entry.action === "create") {
      return refused("That change created the person: there is no earlier state to restore.");
    }
    if (!entry.before) return refused("That change has no earlier state to restore.");
    if (entry.action === "merge") {
      const merged = await mergeOfRemoved(tx, entry);
      if (!merged) return refused("That merge is not in the history.");
      return undoMerge(tx, merged);
    }
    if (entry.action === "delete") return recreate(tx, entry.personId, entry.before as Snapshot);
    const current = await readPersonRecord(tx, entry.personId, { lock: true });
    if (!current) return refused("This person no longer exists: restore their deletion first.");
    return putBack(tx, current, entry.before as Snapshot);
  });
}

async function readEntry(tx: Db, id: number): Promise<Entry | null> {
  const [entry] = await tx
    .select({
      id: changeHistory.id,
      personId: changeHistory.entity_id,
      action: changeHistory.action,
      before: changeHistory.before,
      after: changeHistory.after,
    })
    .from(changeHistory)
    .where(and(eq(changeHistory.id, id), eq(changeHistory.entity_type, "person")));
  return entry ?? null;
}

// A merge is recorded on both people; the removed person's entry holds what undoes it.
async function mergeOfRemoved(tx: Db, entry: Entry): Promise<Entry | null> {
  const mergedFrom = (entry.after as { merged_from?: number } | null)?.merged_from;
  if (mergedFrom === undefined) return entry;
  const [removed] = await tx
    .select({ id: changeHistory.id })
    .from(changeHistory)
    .where(
      and(
        eq(changeHistory.entity_type, "person"),
        eq(changeHistory.entity_id, mergedFrom),
        eq(changeHistory.action, "merge"),
      ),
    )
    .orderBy(changeHistory.id)
    .limit(1);
  return removed ? readEntry(tx, removed.id) : null;
}

async function putBack(tx: Db, current: PersonRecord, before: Snapshot): Promise<Outcome> {
  const gone = await writeSnapshot(tx, current, before);
  const after = (await readPersonRecord(tx, current.id))!;
  return restored(
    after,
    `Person "${after.name}" restored.${goneNote(gone)}`,
    [restoreRecord(current, after)],
    current.companies.map((c) => c.shortname),
  );
}

async function recreate(tx: Db, id: number, before: Snapshot): Promise<Outcome> {
  if (await readPersonRecord(tx, id)) return refused("This person exists: nothing to bring back.");
  const gone = await insertWithId(tx, id, before);
  const after = (await readPersonRecord(tx, id))!;
  return restored(after, `Person "${after.name}" restored.${goneNote(gone)}`, [
    restoreRecord(null, after),
  ]);
}
