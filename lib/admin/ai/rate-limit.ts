import "server-only";
import { createRateLimiter } from "@/lib/http/rate-limiter";
import type { AdminUser } from "@/lib/auth/admin-user";

// Model calls cost money: each admin may make this many per minute in this server process.
export const AI_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

const limiter = createRateLimiter(AI_RATE_LIMIT);

/** Counts one model call of the admin; a refusal names when to try again. */
export function takeAiCall(admin: AdminUser): { ok: true } | { ok: false; error: string } {
  const verdict = limiter.take(`admin:${admin.email}`);
  return verdict.allowed
    ? { ok: true }
    : { ok: false, error: `too many AI requests; try again in ${verdict.retryAfterSeconds} s` };
}
