import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import type { ReviewSet } from "@/lib/domain/headline-review";
import { findNeighbours, type Neighbours } from "./headline-neighbours";
import { readHeadlineRecord, type HeadlineRecord } from "./headline-record";

export type HeadlineForEdit =
  | { ok: true; headline: HeadlineRecord; neighbours: Neighbours }
  | { ok: true; headline: null }
  | { ok: false };

/** A headline for its edit page with its neighbours in `set`; ok false when the read failed. */
export async function getHeadlineForEdit(
  _admin: AdminUser,
  id: number,
  set: ReviewSet,
): Promise<HeadlineForEdit> {
  try {
    const db = await getDb();
    const headline = await readHeadlineRecord(db, id);
    if (!headline) return { ok: true, headline: null };
    return { ok: true, headline, neighbours: await findNeighbours(db, headline, set) };
  } catch (error) {
    console.error(`Reading headline ${id} failed:`, error);
    return { ok: false };
  }
}
