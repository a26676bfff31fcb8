import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { headline, headlineorganization, organization } from "@/lib/db/schema";
import type { HeadlineInput } from "@/lib/validation/headline";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "../action-result";
import { answeredWrite, type WriteOutcome } from "../admin-write";
import { savedRecords } from "../history/record-changes";
import { currentVersion, unlessStale, type OpenedRow } from "../stale-check";
import { headlineSnapshot, readHeadlineRecord } from "./headline-record";

/** A save's answer: the saved headline's id and version, for the editor's next save. */
export type HeadlineSaved = ActionResult<{ id: number; version: number }>;

export const HEADLINE_NOT_FOUND = "Headline not found";
export const CREATE_FAILED = "An error occurred while creating the headline";
export const UPDATE_FAILED = "An error occurred while updating the headline";
const MISSING_COMPANY = "A chosen company does not exist; nothing was saved.";

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
): Promise<HeadlineSaved> {
  const id = opened?.id ?? null;
  const failure = {
    failed: id === null ? CREATE_FAILED : UPDATE_FAILED,
    context: `Saving headline ${id ?? "(new)"} failed`,
  };
  const answer = await answeredWrite(
    admin,
    failure,
    unlessStale({ row: "headline", opened }, (tx) => writeHeadline(tx, id, input)),
  );
  // Only the check of the chosen companies names a field: one of them is gone. Said above the
  // form, and beside the field.
  return !answer.ok && answer.errors ? { ...answer, message: MISSING_COMPANY } : answer;
}

async function writeHeadline(
  tx: Db,
  id: number | null,
  input: HeadlineInput,
): Promise<WriteOutcome<HeadlineSaved>> {
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
  return {
    result: {
      ok: true,
      id: headlineId,
      version: (await currentVersion(tx, "headline", headlineId))!,
      message: before ? "Headline saved." : "Headline created.",
    },
    change: { companies: stamped },
    history: savedRecords(
      { entityType: "headline", entityId: headlineId, label: after.description },
      before && headlineSnapshot(before),
      headlineSnapshot(after),
    ),
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
  if (missing.length > 0) refuse(`Unknown company id: ${missing.join(", ")}`, "organization_ids");
}

/** Keeps the links that stay (and their created_at), removes the others, adds the new ones. */
export async function syncLinks(tx: Db, headlineId: number, companyIds: number[]) {
  const ofHeadline = eq(headlineorganization.headline_id, headlineId);
  // notInArray of no ids is true: with no companies, every link goes.
  await tx
    .delete(headlineorganization)
    .where(and(ofHeadline, notInArray(headlineorganization.organization_id, companyIds)));
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
