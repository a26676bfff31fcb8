import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { headline } from "@/lib/db/schema";
import type { ActionResult } from "../action-result";
import { answeredWrite } from "../admin-write";
import { unlessStale, type OpenedRow } from "../stale-check";
import { headlineSnapshot, readHeadlineRecord } from "./headline-record";
import { findNeighbours } from "./headline-neighbours";
import { HEADLINE_NOT_FOUND, stampCompanies } from "./save-headline";

/** A deletion's answer: the unpublished headline to review next. */
type HeadlineDeleted = ActionResult<{ nextUnpublished: number | null }>;

export const DELETE_FAILED = "An error occurred while deleting the headline";

/**
 * Deletes an unpublished headline with its links (published ones are not deleted here), in one
 * transaction recorded in the history; answers the unpublished headline to review next (the
 * next one, else the previous one) and refreshes the pages of the companies it mentioned. A
 * headline changed since the editor was opened is not deleted.
 */
export async function deleteUnpublishedHeadline(
  admin: AdminUser,
  opened: OpenedRow,
): Promise<HeadlineDeleted> {
  const { id } = opened;
  const failure = { failed: DELETE_FAILED, context: `Deleting headline ${id} failed` };
  return answeredWrite(
    admin,
    failure,
    unlessStale<HeadlineDeleted>({ row: "headline", opened, action: "delete" }, async (tx) => {
      const before = await readHeadlineRecord(tx, id, { lock: true });
      if (!before) return { result: { ok: false, message: HEADLINE_NOT_FOUND } };
      if (before.published) {
        return { result: { ok: false, message: "Only unpublished headlines can be deleted." } };
      }
      const { previous, next } = await findNeighbours(tx, before, "unpublished");
      await tx.delete(headline).where(eq(headline.id, id));
      const stamped = await stampCompanies(
        tx,
        before.companies.map((company) => company.id),
      );
      return {
        result: { ok: true, message: "Headline deleted.", nextUnpublished: next ?? previous },
        change: { companies: stamped },
        history: [
          {
            entityType: "headline",
            entityId: id,
            label: before.description,
            action: "delete",
            before: headlineSnapshot(before),
            after: null,
          },
        ],
      };
    }),
  );
}
