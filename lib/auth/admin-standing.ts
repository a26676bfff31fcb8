import "server-only";
import { eq, or } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { adminSignOut, adminUsers } from "@/lib/db/schema";
import { env } from "@/lib/env";

// Who is an admin, apart from the session: read by the session check and by the sign-out
// event (which runs inside the auth options, so it must not import the session).

/** Whether an email is in the admin_users table, and when it last signed out; one query. */
export async function accountStanding(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ listed: adminUsers.email, signedOutAt: adminSignOut.signed_out_at })
    .from(adminUsers)
    .fullJoin(adminSignOut, eq(adminSignOut.email, adminUsers.email))
    .where(or(eq(adminUsers.email, email), eq(adminSignOut.email, email)));
  return { listed: Boolean(row?.listed), signedOutAt: row?.signedOutAt ?? null };
}

/** Whether an email is in ADMIN_EMAILS or in the admin_users table. */
export async function isAdminEmail(email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  if (env().ADMIN_EMAILS.includes(normalized)) return true;
  return (await accountStanding(normalized)).listed;
}
