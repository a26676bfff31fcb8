import "server-only";
import { createSharedRateLimiter } from "@/lib/http/shared-rate-limiter";
import type { AdminUser } from "@/lib/auth/admin-user";

// Model calls cost money: each admin may make this many per minute, across every server.
export const AI_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

const limiter = createSharedRateLimiter("ai", AI_RATE_LIMIT);

/** Counts one model call of the admin; a refusal names when to try again. */
export async function takeAiCall(
  admin: AdminUser,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const verdict = await limiter.take(`admin:${admin.email}`);
  return verdict.allowed
    ? { ok: true }
    : { ok: false, error: `too many AI requests; try again in ${verdict.retryAfterSeconds} s` };
}
