import { eq } from "drizzle-orm";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { adminUsers } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { authOptions } from "./options";

export type SessionUser = { email: string; isAdmin: boolean };

/** Whether an email is in ADMIN_EMAILS or in the admin_users table. */
export async function isAdminEmail(email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  if (env().ADMIN_EMAILS.includes(normalized)) return true;
  const db = await getDb();
  const [row] = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.email, normalized));
  return Boolean(row);
}

/** The signed-in user of this request with their admin status, or null; once per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptions());
  const email = session?.user?.email?.toLowerCase();
  if (!email) return null;
  return { email, isAdmin: await isAdminEmail(email) };
});
