import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import type { ReviewSet } from "@/lib/domain/headline-review";
import { currentVersion } from "../stale-check";
import { findNeighbours, type Neighbours } from "./headline-neighbours";
import { readHeadlineRecord, type HeadlineRecord } from "./headline-record";

export type HeadlineForEdit =
  | { ok: true; headline: HeadlineRecord; version: number; neighbours: Neighbours }
  | { ok: true; headline: null }
  | { ok: false };

/**
 * A headline for its edit page, with the version its save checks and its neighbours in `set`;
 * ok false when the read failed.
 */
export async function getHeadlineForEdit(
  _admin: AdminUser,
  id: number,
  set: ReviewSet,
): Promise<HeadlineForEdit> {
  try {
    const db = await getDb();
    // The version is read first: a write before the record makes the save refused, never lost.
    const version = await currentVersion(db, "headline", id);
    const headline = version === null ? null : await readHeadlineRecord(db, id);
    if (!headline || version === null) return { ok: true, headline: null };
    return { ok: true, headline, version, neighbours: await findNeighbours(db, headline, set) };
  } catch (error) {
    console.error(`Reading headline ${id} failed:`, error);
    return { ok: false };
  }
}
