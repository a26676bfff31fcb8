import "server-only";
import { getDb } from "@/lib/db/client";
import { adminSignOut } from "@/lib/db/schema";
import { isAdminEmail } from "./admin-standing";

/**
 * Records an admin's sign-out, so that a copy of their session token made before it is refused
 * afterwards (getSessionUser). The time is this server's clock, as is the sign-in time it is
 * compared with.
 */
export async function recordSignOut(email: string | null | undefined): Promise<void> {
  const normalized = email?.trim().toLowerCase();
  if (!normalized || !(await isAdminEmail(normalized))) return;
  const db = await getDb();
  const now = new Date();
  await db
    .insert(adminSignOut)
    .values({ email: normalized, signed_out_at: now })
    .onConflictDoUpdate({ target: adminSignOut.email, set: { signed_out_at: now } });
}
