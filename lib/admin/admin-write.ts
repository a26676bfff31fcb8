import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { failedWrite, type Refused } from "./action-result";
import { recordChanges, type HistoryRecord } from "./history/record-changes";
import { refreshPublicPages, type PublicChange } from "./refresh-public-pages";

/**
 * A write's answer, what it changed publicly (nothing when left out) and its entries in the
 * change history (none when it changed nothing).
 */
export type WriteOutcome<T> = { result: T; change?: PublicChange; history?: HistoryRecord[] };

/**
 * Runs an admin write: everything `write` does, and its history entries, happen in one
 * transaction, or nothing does; then the public pages showing what it changed are refreshed.
 * Every admin write goes through here, so that none is left unrecorded or leaves a page stale.
 */
export async function adminWrite<T>(
  admin: AdminUser,
  write: (tx: Db) => Promise<WriteOutcome<T>>,
): Promise<T> {
  const db = await getDb();
  const { result, change } = await db.transaction(async (tx) => {
    await nameWriter(tx, admin);
    const outcome = await write(tx);
    await recordChanges(tx, admin, outcome.history ?? []);
    return outcome;
  });
  if (change) refreshPublicPages(change);
  return result;
}

/** How a write that failed is answered: `failed` to the curator, under `context` in the log. */
export type Failure = { failed: string; context: string };

/**
 * adminWrite, answering an error instead of throwing it (the transaction is rolled back): a
 * Refusal in its own words, anything else logged under `context` and answered `failed`.
 */
export async function answeredWrite<T>(
  admin: AdminUser,
  { failed, context }: Failure,
  write: (tx: Db) => Promise<WriteOutcome<T>>,
): Promise<T | Refused> {
  try {
    return await adminWrite(admin, write);
  } catch (error) {
    return failedWrite(error, failed, context);
  }
}

/** Names `admin` as the writer of the transaction: the row version triggers record it. */
export async function nameWriter(tx: Db, admin: AdminUser) {
  await tx.execute(sql`select set_config('app.admin_email', ${admin.email}, true)`);
}
