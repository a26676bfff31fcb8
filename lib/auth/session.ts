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
  return standingUser(session?.user?.email, session?.signedInAt);
});

/**
 * The user a session of `email` signed in at `signedInAt` stands for, with their admin status;
 * null without an email, or when the session no longer stands.
 */
export async function standingUser(
  email: string | null | undefined,
  signedInAt: number | undefined,
): Promise<SessionUser | null> {
  const normalized = email?.toLowerCase();
  if (!normalized) return null;
  const { listed, signedOutAt } = await accountStanding(normalized);
  if (!sessionStands(signedInAt, signedOutAt)) return null;
  return { email: normalized, isAdmin: listed || env().ADMIN_EMAILS.includes(normalized) };
}
