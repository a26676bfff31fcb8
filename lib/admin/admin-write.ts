import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb, type Db } from "@/lib/db/client";
import { refreshPublicPages, type PublicChange } from "./refresh-public-pages";

/** A write's answer, and what it changed publicly (nothing when left out). */
export type WriteOutcome<T> = { result: T; change?: PublicChange };

/**
 * Runs an admin write: everything `write` does happens in one transaction, or nothing does;
 * then the public pages showing what it changed are refreshed. Every admin write goes
 * through here, so that none leaves a page stale.
 */
export async function adminWrite<T>(
  _admin: AdminUser,
  write: (tx: Db) => Promise<WriteOutcome<T>>,
): Promise<T> {
  const db = await getDb();
  const { result, change } = await db.transaction((tx) => write(tx));
  if (change) refreshPublicPages(change);
  return result;
}
