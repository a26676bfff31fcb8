import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { env } from "@/lib/env";
import { accountStanding } from "./admin-standing";
import { authOptions } from "./options";
import { sessionStands } from "./session-age";

export type SessionUser = { email: string; isAdmin: boolean };

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
