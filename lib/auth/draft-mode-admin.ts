import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { isDraftModeCookie } from "./draft-mode-cookie";
import { authSecret } from "./options";
import { standingUser } from "./session";

/** The cookie of Next's draft mode, in which admins browse the public pages. */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

/**
 * Whether the proxy's request comes from an admin in draft mode, by the checks the pages make
 * (lib/auth/viewer.ts): the draft-mode cookie holding this build's value, then a session that
 * stands, of an admin. A cookie of that name alone is not draft mode: anyone can send one.
 */
export async function isDraftModeAdmin(request: NextRequest): Promise<boolean> {
  if (!isDraftModeCookie(request.cookies.get(DRAFT_MODE_COOKIE)?.value)) return false;
  const secret = authSecret();
  const token = secret ? await getToken({ req: request, secret }).catch(() => null) : null;
  const user = await standingUser(token?.email, token?.signedInAt);
  return user?.isAdmin ?? false;
}
