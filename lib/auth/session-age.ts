import "server-only";
/** How long a sign-in lasts: next-auth's session and token age, and the absolute limit. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * Whether a session signed in at `signedInAt` (ms; absent in tokens made before it was
 * recorded) still stands: within 12 hours of the sign-in, whatever refreshes renewed the
 * token since, and after the account's latest sign-out.
 */
export function sessionStands(
  signedInAt: number | undefined,
  signedOutAt: Date | null,
  now = Date.now(),
): boolean {
  if (signedInAt === undefined || now - signedInAt > SESSION_MAX_AGE_SECONDS * 1000) return false;
  return signedOutAt === null || signedInAt > signedOutAt.getTime();
}
