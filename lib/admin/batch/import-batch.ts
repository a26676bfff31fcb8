import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { batchImport } from "@/lib/db/schema";
import {
  batchSummary,
  failedItemLine,
  type BatchEvent,
  type BatchKind,
} from "@/lib/domain/batch/batch-kinds";
import { adminWrite } from "../admin-write";
import type { HistoryRecord } from "../history/record-changes";
import { checkBatchFile } from "./check-batch-file";
import type { PlannedItem } from "./planned-item";
import { ItemWriteError, writeItem } from "./write-item";

export type BatchOptions = { fileName: string; skipProblems: boolean };

/** Thrown inside the transaction to undo an all-or-nothing import. */
class BatchAborted extends Error {}

const PROGRESS_EVERY_MS = 100;

// The log line of an item refused by the check.
function refusedLine(kind: BatchKind, item: PlannedItem): string {
  const notFound = item.problems.find(
    (p) => p.field === "shortname" && p.message.startsWith("Company not found"),
  );
  if (kind === "company-updates" && notFound) return `❌ ${notFound.message}`;
  const message = item.problems
    .map((p) => (p.field ? `${p.field}: ${p.message}` : p.message))
    .join("; ");
  return failedItemLine(kind, item.label, `${item.unit} ${item.number}, ${message}`);
}

/**
 * Imports a batch file: checks it again, then writes it in one transaction with its history
 * (one entry for the batch with its counts, one per item referring to it). All or nothing,
 * unless `skipProblems`: then items with problems are left out and each item is written in a
 * savepoint of its own, so that one failing does not undo the others. `emit` hears the
 * progress; the import goes on when nobody listens any more.
 */
export async function importBatch(
  admin: AdminUser,
  kind: BatchKind,
  bytes: Uint8Array,
  { fileName, skipProblems }: BatchOptions,
  emit: (event: BatchEvent) => void,
): Promise<void> {
  const counts = { total: 0, created: 0, updated: 0, failed: 0, skipped: 0 };
  try {
    await adminWrite(admin, async (tx) => {
      const { report, plan } = await checkBatchFile(tx, kind, bytes);
      if (!report.ok || !plan)
        throw new BatchAborted(report.ok ? "Nothing to import" : report.message);
      counts.total = plan.items.length;
      if (report.problems.length > 0 && !skipProblems) {
        throw new BatchAborted(
          `The file has ${report.problems.length} problems: nothing was imported. Fix them, or choose 'Skip the items with problems'.`,
        );
      }
      if (report.ready === 0)
        throw new BatchAborted("Nothing to import: no item of the file can be imported.");
      counts.skipped = report.skipped.length;
      emit({ type: "start", total: counts.total });
      const [batch] = await tx
        .insert(batchImport)
        .values({ kind, file_name: fileName, admin_email: admin.email })
        .returning({ id: batchImport.id });
      const history: HistoryRecord[] = [];
      const shortnames: string[] = [];
      let lastProgress = 0;
      for (const [index, item] of plan.items.entries()) {
        if (Date.now() - lastProgress >= PROGRESS_EVERY_MS || index === plan.items.length - 1) {
          emit({ type: "progress", done: index, total: counts.total, name: item.label });
          lastProgress = Date.now();
        }
        if (!item.value) {
          counts.failed++;
          emit({ type: "log", line: refusedLine(kind, item) });
          continue;
        }
        const value = item.value;
        try {
          const written = skipProblems
            ? await tx.transaction((savepoint) => writeItem(savepoint, value))
            : await writeItem(tx, value);
          if (written.updated) counts.updated++;
          else counts.created++;
          history.push(...written.history.map((record) => ({ ...record, batchId: batch.id })));
          shortnames.push(...written.shortnames);
          emit({ type: "log", line: written.line });
        } catch (error) {
          if (!(error instanceof ItemWriteError)) throw error;
          emit({ type: "log", line: failedItemLine(kind, item.label, error.message) });
          if (!skipProblems)
            throw new BatchAborted(`${item.unit} ${item.number} failed: nothing was imported.`);
          counts.failed++;
        }
      }
      emit({ type: "progress", done: counts.total, total: counts.total, name: "" });
      await tx.update(batchImport).set(counts).where(eq(batchImport.id, batch.id));
      history.unshift({
        entityType: "batch",
        entityId: batch.id,
        label: `${fileName}: ${counts.created + counts.updated} of ${counts.total} imported`,
        action: "import",
        before: null,
        after: { kind, file: fileName, ...counts },
      });
      return { result: null, change: { companies: shortnames }, history };
    });
  } catch (error) {
    if (!(error instanceof BatchAborted)) throw error;
    emit({ type: "log", line: `❌ ${error.message}` });
    const summary = batchSummary(kind, 0, counts.total);
    emit({ type: "done", ok: false, summary: [...summary, error.message] });
    return;
  }
  const succeeded = counts.created + counts.updated;
  emit({
    type: "done",
    ok: counts.failed === 0,
    summary: batchSummary(kind, succeeded, counts.failed),
  });
}
