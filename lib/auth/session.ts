import { eq, or } from "drizzle-orm";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { adminSignOut, adminUsers } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { authOptions } from "./options";
import { sessionStands } from "./session-age";

export type SessionUser = { email: string; isAdmin: boolean };

/** Whether an email is in the admin_users table, and when it last signed out; one query. */
async function accountStanding(email: string) {
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

/**
 * The signed-in user of this request with their admin status, or null: also for a session
 * older than 12 hours or than the account's latest sign-out (a copied cookie). Once per request.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptions());
  const email = session?.user?.email?.toLowerCase();
  if (!email) return null;
  const { listed, signedOutAt } = await accountStanding(email);
  if (!sessionStands(session?.signedInAt, signedOutAt)) return null;
  return { email, isAdmin: listed || env().ADMIN_EMAILS.includes(email) };
});
