import { and, eq, inArray } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { syncPersonAccounts } from "@/lib/companies/person-accounts";
import type { Db } from "@/lib/db/client";
import {
  changeHistory,
  keyperson,
  keypersonsocialaccount,
  organization,
  organizationkeyperson,
  personRedirect,
} from "@/lib/db/schema";
import type { PersonInput } from "@/lib/validation/person";
import { adminWrite, type WriteOutcome } from "../admin-write";
import type { HistoryRecord } from "../history/record-changes";
import type { RestoreResult } from "../history/restore-write";
import type { MergedInto } from "./merge-people";
import { personSnapshot, readPersonRecord, type PersonRecord } from "./person-record";
import { syncCompanyLinks } from "./sync-person-links";

type Snapshot = ReturnType<typeof personSnapshot>;
type Entry = { id: number; personId: number; action: string; before: unknown; after: unknown };
type Outcome = WriteOutcome<RestoreResult>;

const refused = (message: string): Outcome => ({ result: { ok: false, message } });

/**
 * Brings a person back to their state before the recorded change `historyId`, following the
 * person's id (never their name), itself a recorded change ('restore'): an update goes back to
 * the person as they were; a deleted person comes back with their old id; a merge brings the
 * removed person back with their old id and takes back from the kept person what came from
 * them. Companies deleted since are left out, and the answer says so.
 */
export async function restorePerson(admin: AdminUser, historyId: number): Promise<RestoreResult> {
  try {
    return await adminWrite<RestoreResult>(admin, async (tx) => {
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
  } catch (error) {
    console.error(`Restoring change ${historyId} (person) failed:`, error);
    return { ok: false, message: "An error occurred while restoring the person" };
  }
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

// The snapshot's links to companies that still exist, and the names of those that do not.
async function existingLinks(tx: Db, snapshot: Snapshot) {
  const ids = snapshot.companies.map((link) => link.organization_id);
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: organization.id })
          .from(organization)
          .where(inArray(organization.id, ids));
  const found = new Set(rows.map((row) => row.id));
  const links: PersonInput["companies"] = snapshot.companies
    .filter((link) => found.has(link.organization_id))
    .map(({ organization_id, role, is_founder }) => ({ organization_id, role, is_founder }));
  const gone = snapshot.companies.filter((link) => !found.has(link.organization_id));
  return { links, gone: gone.map((link) => link.name) };
}

const goneNote = (gone: string[]) =>
  gone.length === 0 ? "" : ` Left out, as they no longer exist: ${gone.join(", ")}.`;

const accountsOf = (snapshot: Snapshot) =>
  snapshot.social_accounts as PersonInput["social_accounts"];

// Makes person `current` the snapshot: name, LinkedIn URL, accounts and company links.
async function writeSnapshot(tx: Db, current: PersonRecord, snapshot: Snapshot) {
  await tx
    .update(keyperson)
    .set({ name: snapshot.name, linkedin_url: snapshot.linkedin_url })
    .where(eq(keyperson.id, current.id));
  await syncPersonAccounts(tx, [{ personId: current.id, accounts: accountsOf(snapshot) }], "exactly");
  const { links, gone } = await existingLinks(tx, snapshot);
  await syncCompanyLinks(tx, current, links);
  return gone;
}

// Inserts person `id` again as the snapshot has them (ids are generated by default: an
// explicit one is taken as given).
async function insertWithId(tx: Db, id: number, snapshot: Snapshot) {
  await tx
    .insert(keyperson)
    .values({ id, name: snapshot.name, linkedin_url: snapshot.linkedin_url });
  const empty: PersonRecord = { id, ...snapshot, social_accounts: [], companies: [] };
  return writeSnapshot(tx, empty, snapshot);
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

async function undoMerge(tx: Db, entry: Entry): Promise<Outcome> {
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
    await tx.delete(organizationkeyperson).where(
      and(
        eq(organizationkeyperson.key_person_id, kept.id),
        inArray(
          organizationkeyperson.organization_id,
          brought.map((link) => link.organization_id),
        ),
      ),
    );
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

const restoreRecord = (before: PersonRecord | null, after: PersonRecord): HistoryRecord => ({
  entityType: "person",
  entityId: after.id,
  label: after.name,
  action: "restore",
  before: before && personSnapshot(before),
  after: personSnapshot(after),
});

function restored(
  person: PersonRecord,
  message: string,
  history: HistoryRecord[],
  alsoCompanies: string[] = [],
): Outcome {
  const people = [...new Set(history.map((record) => record.entityId))];
  const companies = [...person.companies.map((c) => c.shortname), ...alsoCompanies];
  return {
    result: { ok: true, message, href: `/admin/people/${person.id}/edit` },
    change: { people, companies: [...new Set(companies)] },
    history,
  };
}
