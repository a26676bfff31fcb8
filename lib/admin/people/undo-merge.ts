import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  keyperson,
  keypersonsocialaccount,
  organizationkeyperson,
  personRedirect,
} from "@/lib/db/schema";
import type { MergedInto } from "./merge-people";
import { readPersonRecord, type PersonRecord } from "./person-record";
import { personLinksTo } from "./sync-person-links";
import { goneNote, refused, restored, restoreRecord } from "./restore-outcome";
import type { Entry, Outcome, Snapshot } from "./restore-outcome";
import { insertWithId } from "./write-snapshot";

// Undoing a merge: the removed person comes back with their old id (and the ids redirected to
// them), and the kept person gives back what came from them.

export async function undoMerge(tx: Db, entry: Entry): Promise<Outcome> {
  const removedBefore = entry.before as Snapshot;
  const { merged_into: keptId, kept_before: keptBefore, redirected } = entry.after as MergedInto;
  if (await readPersonRecord(tx, entry.personId)) {
    return refused("This person exists: the merge was undone already.");
  }
  const kept = await readPersonRecord(tx, keptId, { lock: true });
  if (kept) await takeBack(tx, kept, keptBefore, removedBefore);
  await tx.delete(personRedirect).where(eq(personRedirect.old_id, entry.personId));
  const gone = await insertWithId(tx, entry.personId, removedBefore);
  if (redirected.length > 0) {
    await tx
      .update(personRedirect)
      .set({ person_id: entry.personId })
      .where(inArray(personRedirect.old_id, redirected));
  }
  const back = (await readPersonRecord(tx, entry.personId))!;
  const keptAfter = kept && (await readPersonRecord(tx, keptId))!;
  const records = [restoreRecord(null, back)];
  if (kept && keptAfter) records.push(restoreRecord(kept, keptAfter));
  return restored(
    back,
    `Person "${back.name}" restored.${goneNote(gone)}`,
    records,
    (kept?.companies ?? []).map((c) => c.shortname),
  );
}

// Removes from the kept person the links, accounts and LinkedIn URL the merge brought.
async function takeBack(tx: Db, kept: PersonRecord, keptBefore: Snapshot, removed: Snapshot) {
  const had = new Set(keptBefore.companies.map((link) => link.organization_id));
  const brought = removed.companies.filter((link) => !had.has(link.organization_id));
  if (brought.length > 0) {
    await tx.delete(organizationkeyperson).where(personLinksTo(kept.id, brought));
  }
  const hadUrls = new Set(keptBefore.social_accounts.map((account) => account.url));
  const urls = removed.social_accounts.map((a) => a.url).filter((url) => !hadUrls.has(url));
  if (urls.length > 0) {
    await tx
      .delete(keypersonsocialaccount)
      .where(
        and(
          eq(keypersonsocialaccount.key_person_id, kept.id),
          inArray(keypersonsocialaccount.url, urls),
        ),
      );
  }
  if (!keptBefore.linkedin_url && kept.linkedin_url === removed.linkedin_url) {
    await tx.update(keyperson).set({ linkedin_url: null }).where(eq(keyperson.id, kept.id));
  }
}
