import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
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
import { skipDuplicates } from "./skip-duplicates";
import { ItemWriteError, writeItem, writeItems, type WrittenItem } from "./write-item";

/**
 * `importAnyway`: the item (or line) numbers of probable duplicates the curator chose to
 * import, or all of them; the other probable duplicates are skipped.
 */
export type BatchOptions = {
  fileName: string;
  skipProblems: boolean;
  importAnyway?: number[] | "all";
};

/** Thrown inside the transaction to undo an all-or-nothing import. */
class BatchAborted extends Error {}

const PROGRESS_EVERY_MS = 100;

// Items written together: few statements per slice, and a progress report after each.
const ITEMS_PER_WRITE = 250;

/**
 * Writes the items of `slice` that passed the check, together in a savepoint. When that
 * fails, writes them again one by one, each in its savepoint, to tell which item failed and
 * why (in all-or-nothing mode, up to the first). Answers per item what was written, the
 * error, or undefined for an item refused by the check or not reached.
 */
async function writeSlice(
  tx: Db,
  slice: PlannedItem[],
  skipProblems: boolean,
): Promise<(WrittenItem | ItemWriteError | undefined)[]> {
  const ready = slice.flatMap((item, index) => (item.value ? [{ index, value: item.value }] : []));
  const outcomes: (WrittenItem | ItemWriteError | undefined)[] = new Array(slice.length);
  try {
    const written = await tx.transaction((savepoint) =>
      writeItems(
        savepoint,
        ready.map((item) => item.value),
      ),
    );
    ready.forEach(({ index }, i) => (outcomes[index] = written[i]));
  } catch {
    for (const { index, value } of ready) {
      try {
        outcomes[index] = await tx.transaction((savepoint) => writeItem(savepoint, value));
      } catch (error) {
        if (!(error instanceof ItemWriteError)) throw error;
        outcomes[index] = error;
        if (!skipProblems) break;
      }
    }
  }
  return outcomes;
}

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
 * unless `skipProblems`: then items with problems are left out, and an item failing to write
 * is left out too without undoing the others (see `writeSlice`). `emit` hears the progress;
 * the import goes on when nobody listens any more.
 */
export async function importBatch(
  admin: AdminUser,
  kind: BatchKind,
  bytes: Uint8Array,
  { fileName, skipProblems, importAnyway = [] }: BatchOptions,
  emit: (event: BatchEvent) => void,
): Promise<void> {
  const counts = { total: 0, created: 0, updated: 0, failed: 0, skipped: 0 };
  let skippedRows = 0;
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
      const skipped = skipDuplicates(plan.items, report.warnings, importAnyway);
      if (report.ready - skipped.size === 0) {
        const hint =
          skipped.size > 0 ? " (a probable duplicate is skipped unless imported anyway)" : "";
        throw new BatchAborted(`Nothing to import: no item of the file can be imported${hint}.`);
      }
      skippedRows = report.skipped.length;
      counts.skipped = skippedRows + skipped.size;
      emit({ type: "start", total: counts.total });
      const [batch] = await tx
        .insert(batchImport)
        .values({ kind, file_name: fileName, admin_email: admin.email })
        .returning({ id: batchImport.id });
      const history: HistoryRecord[] = [];
      const shortnames: string[] = [];
      let lastProgress = 0;
      for (let start = 0; start < plan.items.length; start += ITEMS_PER_WRITE) {
        const slice = plan.items.slice(start, start + ITEMS_PER_WRITE);
        if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
          emit({ type: "progress", done: start, total: counts.total, name: slice[0].label });
          lastProgress = Date.now();
        }
        const written = await writeSlice(tx, slice, skipProblems);
        for (const [i, item] of slice.entries()) {
          const outcome = written[i];
          const duplicate = skipped.get(item.number);
          if (outcome === undefined && duplicate) {
            emit({ type: "log", line: `⏭️ Skipped ${item.label}: ${duplicate}` });
          } else if (outcome === undefined) {
            counts.failed++;
            emit({ type: "log", line: refusedLine(kind, item) });
          } else if (outcome instanceof ItemWriteError) {
            emit({ type: "log", line: failedItemLine(kind, item.label, outcome.message) });
            if (!skipProblems)
              throw new BatchAborted(`${item.unit} ${item.number} failed: nothing was imported.`);
            counts.failed++;
          } else {
            if (outcome.updated) counts.updated++;
            else counts.created++;
            history.push(...outcome.history.map((record) => ({ ...record, batchId: batch.id })));
            shortnames.push(...outcome.shortnames);
            emit({ type: "log", line: outcome.line });
          }
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
  const duplicates = counts.skipped - skippedRows;
  emit({
    type: "done",
    ok: counts.failed === 0,
    summary: [
      ...batchSummary(kind, succeeded, counts.failed),
      ...(duplicates > 0 ? [`Skipped ${duplicates} probable duplicates.`] : []),
    ],
  });
}
