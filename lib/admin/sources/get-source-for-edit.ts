import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { readSourceRecord, type SourceRecord } from "./source-record";

/** News source `id` as its editor opens it (its version included), or null when unknown. */
export async function getNewsSourceForEdit(
  _admin: AdminUser,
  id: number,
): Promise<SourceRecord | null> {
  return readSourceRecord(await getDb(), id);
}
