import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import {
  keyperson,
  keypersonsocialaccount,
  organizationkeyperson,
  personRedirect,
} from "@/lib/db/schema";
import type { ActionResult } from "../action-result";
import { adminWrite } from "../admin-write";
import { personSnapshot, readPersonRecord, type PersonRecord } from "./person-record";
import { PERSON_NOT_FOUND } from "./save-person";
import { personLinksTo } from "./sync-person-links";

/** What a merge records as the removed person's `after`: enough to undo it (restorePerson). */
export type MergedInto = {
  merged_into: number;
  kept_before: ReturnType<typeof personSnapshot>;
  /** Ids of people merged earlier into the removed person, whose pages now lead to the kept. */
  redirected: number[];
};

/**
 * Merges person `removedId` into person `keptId`, in one transaction recorded in the history:
 * the removed person's company links (the kept person's role and founder flag win where both
 * are linked to one company), social accounts and LinkedIn URL (when the kept has none) move
 * to the kept person, the removed person is deleted, and their page redirects to the kept's.
 */
export async function mergePeople(
  admin: AdminUser,
  keptId: number,
  removedId: number,
): Promise<ActionResult> {
  if (keptId === removedId) {
    return { ok: false, message: "A person cannot be merged with themselves." };
  }
  return adminWrite<ActionResult>(admin, async (tx) => {
    // Locked in id order, so that two merges of the same pair wait for each other.
    const [first, second] = keptId < removedId ? [keptId, removedId] : [removedId, keptId];
    const locked = [
      await readPersonRecord(tx, first, { lock: true }),
      await readPersonRecord(tx, second, { lock: true }),
    ];
    const kept = locked.find((person) => person?.id === keptId);
    const removed = locked.find((person) => person?.id === removedId);
    if (!kept) return { result: { ok: false, message: PERSON_NOT_FOUND } };
    if (!removed) {
      return { result: { ok: false, message: "The other person no longer exists." } };
    }
    await moveLinks(tx, kept, removed);
    await moveAccounts(tx, kept, removed);
    if (!kept.linkedin_url && removed.linkedin_url) {
      await tx
        .update(keyperson)
        .set({ linkedin_url: removed.linkedin_url })
        .where(and(eq(keyperson.id, keptId), isNull(keyperson.linkedin_url)));
    }
    const redirected = await tx
      .update(personRedirect)
      .set({ person_id: keptId })
      .where(eq(personRedirect.person_id, removedId))
      .returning({ oldId: personRedirect.old_id });
    await tx.delete(keyperson).where(eq(keyperson.id, removedId));
    await tx.insert(personRedirect).values({ old_id: removedId, person_id: keptId });
    const after = (await readPersonRecord(tx, keptId))!;
    const mergedInto: MergedInto = {
      merged_into: keptId,
      kept_before: personSnapshot(kept),
      redirected: redirected.map((row) => row.oldId),
    };
    const companies = [...removed.companies, ...kept.companies].map((c) => c.shortname);
    return {
      result: {
        ok: true,
        keptId,
        message: `"${removed.name}" was merged into "${after.name}".`,
      },
      change: { people: [keptId, removedId], companies: [...new Set(companies)] },
      history: [
        {
          entityType: "person",
          entityId: removedId,
          label: removed.name,
          action: "merge",
          before: personSnapshot(removed),
          after: mergedInto,
        },
        {
          entityType: "person",
          entityId: keptId,
          label: after.name,
          action: "merge",
          before: personSnapshot(kept),
          after: { ...personSnapshot(after), merged_from: removedId },
        },
      ],
    };
  });
}

// The removed person's links to companies the kept person is not linked to become the kept's.
async function moveLinks(tx: Db, kept: PersonRecord, removed: PersonRecord) {
  const keptCompanies = new Set(kept.companies.map((link) => link.organization_id));
  const moved = removed.companies.filter((link) => !keptCompanies.has(link.organization_id));
  if (moved.length === 0) return;
  await tx
    .update(organizationkeyperson)
    .set({ key_person_id: kept.id })
    .where(personLinksTo(removed.id, moved));
}

// The removed person's accounts whose URL the kept person lacks become the kept's.
async function moveAccounts(tx: Db, kept: PersonRecord, removed: PersonRecord) {
  const keptUrls = new Set(kept.social_accounts.map((account) => account.url));
  const moved = removed.social_accounts.filter((account) => !keptUrls.has(account.url));
  if (moved.length === 0) return;
  await tx
    .update(keypersonsocialaccount)
    .set({ key_person_id: kept.id })
    .where(
      inArray(
        keypersonsocialaccount.id,
        moved.map((account) => account.id),
      ),
    );
}
