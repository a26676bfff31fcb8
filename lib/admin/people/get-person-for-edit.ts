import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { readPersonRecord, type PersonRecord } from "./person-record";

/** A person for the editor, linked companies published or not; null when unknown. */
export async function getPersonForEdit(
  _admin: AdminUser,
  id: number,
): Promise<PersonRecord | null> {
  return readPersonRecord(await getDb(), id);
}
