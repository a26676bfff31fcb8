import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { accountStanding } from "./admin-standing";
import { asAdminUser, type AdminUser } from "./admin-user";
import { authSecret } from "./options";

// The admin's headline form framed by another site gets no session cookie (SameSite=Lax,
// third-party cookies blocked). Signed in in a window of its own, the admin hands the frame
// this token instead: short-lived, good for the headline form's actions only, signed with the
// auth secret, and kept in the frame's memory (never in a URL or a cookie). Each action still
// checks on the server that its email is an admin's, and a sign-out since its issue voids it.

/** What a frame token is good for: the framed headline form's actions. */
export const FRAME_TOKEN_SCOPE = "headline-form";

/** How long a frame token lasts. */
export const FRAME_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

type Claims = { email: string; scope: string; issuedAt: number; expiresAt: number };

const encode = (text: string) => Buffer.from(text).toString("base64url");

// A key of its own, derived from the auth secret, so that no other signature of it is a token.
function signature(payload: string, secret: string): Buffer {
  const key = createHmac("sha256", secret).update("coss-frame-token").digest();
  return createHmac("sha256", key).update(payload).digest();
}

/** A token for `email`'s framed headline form, valid FRAME_TOKEN_LIFETIME_MS from `now`; null without a secret. */
export function signFrameToken(email: string, now = Date.now()) {
  const secret = authSecret();
  if (!secret) return null;
  const claims: Claims = {
    email,
    scope: FRAME_TOKEN_SCOPE,
    issuedAt: now,
    expiresAt: now + FRAME_TOKEN_LIFETIME_MS,
  };
  const payload = encode(JSON.stringify(claims));
  return {
    token: `${payload}.${signature(payload, secret).toString("base64url")}`,
    expiresAt: claims.expiresAt,
  };
}

/** The claims of a frame token this server signed, in scope and not expired at `now`; else null. */
export function verifyFrameToken(token: unknown, now = Date.now()): Claims | null {
  const secret = authSecret();
  if (!secret || typeof token !== "string" || token.length > 2048) return null;
  const [payload, signed, ...rest] = token.split(".");
  if (!payload || !signed || rest.length > 0) return null;
  const expected = signature(payload, secret);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  } catch {
    return null;
  }
  const { email, scope, issuedAt, expiresAt } = claims;
  if (typeof email !== "string" || scope !== FRAME_TOKEN_SCOPE) return null;
  if (typeof issuedAt !== "number" || typeof expiresAt !== "number") return null;
  if (issuedAt > now + 60_000 || expiresAt <= now) return null;
  return { email, scope, issuedAt, expiresAt };
}

/**
 * The admin a frame token stands for, checked now: a valid token of an email that is still an
 * admin's and has not signed out since the token was issued; else null.
 */
export async function frameTokenAdmin(token: unknown): Promise<AdminUser | null> {
  const claims = verifyFrameToken(token);
  if (!claims) return null;
  const { listed, signedOutAt } = await accountStanding(claims.email);
  if (signedOutAt && signedOutAt.getTime() >= claims.issuedAt) return null;
  if (!listed && !env().ADMIN_EMAILS.includes(claims.email)) return null;
  return asAdminUser(claims.email);
}
