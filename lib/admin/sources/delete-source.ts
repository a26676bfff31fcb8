import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { newsSource } from "@/lib/db/schema";
import { refused, type ActionResult } from "../action-result";
import { answeredWrite } from "../admin-write";
import { unlessStale, type OpenedRow } from "../stale-check";
import { SOURCE_NOT_FOUND } from "./save-source";
import { readSourceRecord, sourceSnapshot } from "./source-record";

const FAILED = "An error occurred while deleting the news source; nothing was deleted.";

/**
 * Deletes a news source, recorded in the history, unless someone changed it since it was
 * shown. Its headlines stay (the queue's candidates too) and forget their source; so do the
 * items curators rejected, which never come back.
 */
export async function deleteNewsSource(admin: AdminUser, opened: OpenedRow): Promise<ActionResult> {
  const failure = { failed: FAILED, context: `Deleting news source ${opened.id}` };
  return answeredWrite(
    admin,
    failure,
    unlessStale<ActionResult>({ row: "source", opened, action: "delete" }, async (tx) => {
      const before = await readSourceRecord(tx, opened.id, { lock: true });
      if (!before) return { result: refused(SOURCE_NOT_FOUND) };
      await tx.delete(newsSource).where(eq(newsSource.id, before.id));
      return {
        result: { ok: true, message: `News source "${before.name}" deleted.` },
        history: [
          {
            entityType: "news_source",
            entityId: before.id,
            label: before.name,
            action: "delete",
            before: sourceSnapshot(before),
            after: null,
          },
        ],
      };
    }),
  );
}
