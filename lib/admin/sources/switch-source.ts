import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { newsSource } from "@/lib/db/schema";
import { refused, type ActionResult } from "../action-result";
import { answeredWrite } from "../admin-write";
import { SOURCE_NOT_FOUND } from "./save-source";
import { readSourceRecord, sourceSnapshot } from "./source-record";

const FAILED = "An error occurred while switching the news source; nothing was changed.";

/**
 * Switches news source `id` on (the sweep polls it when due) or off (never polled), recorded
 * in the history. The switch says which state it wants, so a second click of a stale list
 * changes nothing rather than switching back; a source already so is left as it is.
 */
export async function switchNewsSource(
  admin: AdminUser,
  id: number,
  active: boolean,
): Promise<ActionResult> {
  const failure = { failed: FAILED, context: `Switching news source ${id}` };
  return answeredWrite<ActionResult>(admin, failure, async (tx) => {
    const before = await readSourceRecord(tx, id, { lock: true });
    if (!before) return { result: refused(SOURCE_NOT_FOUND) };
    const message = `News source "${before.name}" is ${active ? "on" : "off"}.`;
    if (before.active === active) return { result: { ok: true, message } };
    await tx.update(newsSource).set({ active }).where(eq(newsSource.id, id));
    const after = { ...before, active };
    return {
      result: { ok: true, message },
      history: [
        {
          entityType: "news_source",
          entityId: id,
          label: before.name,
          action: "update",
          before: sourceSnapshot(before),
          after: sourceSnapshot(after),
        },
      ],
    };
  });
}
