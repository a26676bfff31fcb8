import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { submission } from "@/lib/db/schema";
import { SUBMISSION_RATE_LIMIT } from "@/lib/domain/constants";
import { rateLimitKey } from "@/lib/http/rate-limit-key";
import type { SubmissionKind } from "@/lib/validation/submission";

export type StoreResult = { stored: true; id: number } | { stored: false; retryMinutes: number };

type NewSubmission = { kind: SubmissionKind; payload: object; ip: string };

/**
 * Stores a submission unless its address (an IPv6 client: its /64) has reached the rate limit;
 * the count and the insert run under a lock on the address, so parallel requests cannot slip
 * past the limit.
 */
export async function storeSubmission(db: Db, input: NewSubmission): Promise<StoreResult> {
  const { count, windowMinutes } = SUBMISSION_RATE_LIMIT;
  // submitter_ip keeps the address as counted (an IPv6 client by its /64), so the count is an
  // equality that submission_ip_created_idx serves; the limit needs no more of the address.
  const ip = rateLimitKey(input.ip);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`submission:${ip}`}))`);
    const recent = await tx
      .select({ created_at: submission.created_at })
      .from(submission)
      .where(
        and(
          eq(submission.submitter_ip, ip),
          sql`${submission.created_at} > now() - make_interval(mins => ${windowMinutes})`,
        ),
      )
      .orderBy(desc(submission.created_at))
      .limit(count);
    if (recent.length >= count) {
      const oldest = new Date(recent[recent.length - 1].created_at).getTime();
      const freeAt = oldest + windowMinutes * 60_000;
      return {
        stored: false,
        retryMinutes: Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000)),
      };
    }
    const [row] = await tx
      .insert(submission)
      .values({ kind: input.kind, payload: input.payload, submitter_ip: ip })
      .returning({ id: submission.id });
    return { stored: true, id: row.id };
  });
}
