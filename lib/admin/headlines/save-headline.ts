import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { headline, headlineorganization, organization } from "@/lib/db/schema";
import type { HeadlineErrors, HeadlineInput } from "@/lib/validation/headline";
import { adminWrite, type WriteOutcome } from "../admin-write";
import { currentVersion, staleRefusal, type OpenedRow } from "../stale-check";
import { headlineSnapshot, readHeadlineRecord } from "./headline-record";

export type SaveHeadlineResult =
  | { ok: true; id: number; version: number; message: string }
  | { ok: false; message: string; errors?: HeadlineErrors };

export const HEADLINE_NOT_FOUND = "Headline not found";
export const CREATE_FAILED = "An error occurred while creating the headline";
export const UPDATE_FAILED = "An error occurred while updating the headline";

// Thrown inside the transaction to roll it back when a chosen company does not exist.
class MissingCompanies extends Error {
  constructor(readonly ids: number[]) {
    super("missing companies");
  }
}

/**
 * Creates (`opened` null) or updates a headline with its company links, and stamps
 * date_updated on every company linked before or after, in one transaction recorded in the
 * history (entity 'headline'); refreshes those companies' pages and the headline lists. An
 * update of a headline changed since the editor opened it writes nothing and says who changed
 * it and when. Answers the saved headline's version, for the editor's next save.
 */
export async function saveHeadline(
  admin: AdminUser,
  opened: OpenedRow | null,
  input: HeadlineInput,
): Promise<SaveHeadlineResult> {
  const id = opened?.id ?? null;
  try {
    return await adminWrite(admin, async (tx) => {
      const stale = opened && (await staleRefusal(tx, "headline", opened));
      if (stale) return { result: { ok: false, message: stale } };
      return writeHeadline(tx, id, input);
    });
  } catch (error) {
    if (error instanceof MissingCompanies) {
      return {
        ok: false,
        message: "A chosen company does not exist; nothing was saved.",
        errors: { organization_ids: `Unknown company id: ${error.ids.join(", ")}` },
      };
    }
    console.error(`Saving headline ${id ?? "(new)"} failed:`, error);
    return { ok: false, message: id === null ? CREATE_FAILED : UPDATE_FAILED };
  }
}

async function writeHeadline(
  tx: Db,
  id: number | null,
  input: HeadlineInput,
): Promise<WriteOutcome<SaveHeadlineResult>> {
  const before = id === null ? null : await readHeadlineRecord(tx, id, { lock: true });
  if (id !== null && !before) return { result: { ok: false, message: HEADLINE_NOT_FOUND } };
  const { organization_ids: companyIds, ...fields } = input;
  await checkCompaniesExist(tx, companyIds);
  const headlineId = before
    ? (await tx.update(headline).set(fields).where(eq(headline.id, before.id)), before.id)
    : (await tx.insert(headline).values(fields).returning({ id: headline.id }))[0].id;
  await syncLinks(tx, headlineId, companyIds);
  const touched = [...new Set([...(before?.companies.map((c) => c.id) ?? []), ...companyIds])];
  const stamped = await stampCompanies(tx, touched);
  const after = (await readHeadlineRecord(tx, headlineId))!;
  const snapshots = { before: before && headlineSnapshot(before), after: headlineSnapshot(after) };
  const changed = JSON.stringify(snapshots.before) !== JSON.stringify(snapshots.after);
  return {
    result: {
      ok: true,
      id: headlineId,
      version: (await currentVersion(tx, "headline", headlineId))!,
      message: before ? "Headline saved." : "Headline created.",
    },
    change: { companies: stamped },
    history: changed
      ? [
          {
            entityType: "headline",
            entityId: headlineId,
            label: after.description,
            action: before ? "update" : "create",
            ...snapshots,
          },
        ]
      : [],
  };
}

async function checkCompaniesExist(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: organization.id })
    .from(organization)
    .where(inArray(organization.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((companyId) => !known.has(companyId));
  if (missing.length > 0) throw new MissingCompanies(missing);
}

/** Keeps the links that stay (and their created_at), removes the others, adds the new ones. */
export async function syncLinks(tx: Db, headlineId: number, companyIds: number[]) {
  const ofHeadline = eq(headlineorganization.headline_id, headlineId);
  await tx
    .delete(headlineorganization)
    .where(
      companyIds.length > 0
        ? and(ofHeadline, notInArray(headlineorganization.organization_id, companyIds))
        : ofHeadline,
    );
  if (companyIds.length === 0) return;
  await tx
    .insert(headlineorganization)
    .values(companyIds.map((organization_id) => ({ headline_id: headlineId, organization_id })))
    .onConflictDoNothing();
}

/** Sets date_updated of the companies (admin-area §4); answers their shortnames. */
export async function stampCompanies(tx: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(organization)
    .set({ date_updated: sql`now()` })
    .where(inArray(organization.id, ids))
    .returning({ shortname: organization.shortname });
  return rows.map((row) => row.shortname);
}
