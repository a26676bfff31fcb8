import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { currentVersion } from "../stale-check";
import { readPersonRecord, type PersonRecord } from "./person-record";

/** A person as the editor opens it, with the version its save checks. */
export type PersonForEdit = PersonRecord & { version: number };

/** A person for the editor, linked companies published or not; null when unknown. */
export async function getPersonForEdit(
  _admin: AdminUser,
  id: number,
): Promise<PersonForEdit | null> {
  const db = await getDb();
  // The version is read first: a write before the record makes the save refused, never lost.
  const version = await currentVersion(db, "person", id);
  if (version === null) return null;
  const person = await readPersonRecord(db, id);
  return person && { ...person, version };
}
