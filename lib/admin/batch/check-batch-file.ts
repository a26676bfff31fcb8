import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb, type Db } from "@/lib/db/client";
import type { BatchKind, BatchReport } from "@/lib/domain/batch/batch-kinds";
import {
  describeBatchProblem,
  problemsOfItems,
  type BatchFileCheck,
} from "@/lib/domain/batch/batch-types";
import { checkCompanyCsvFile } from "@/lib/domain/batch/companies-csv";
import {
  checkCompanyJsonFile,
  checkCompanyUpdateFile,
} from "@/lib/domain/batch/company-json-batch";
import { decodeBatchFile } from "@/lib/domain/batch/decode-file";
import { checkHeadlineCsvFile } from "@/lib/domain/batch/headlines-csv";
import { previewOf } from "@/lib/domain/batch/preview";
import { planCompanyCreates } from "./plan-company-creates";
import { planCompanyUpdates } from "./plan-company-updates";
import { planHeadlines } from "./plan-headlines";
import type { Plan } from "./planned-item";

export type CheckedFile = { report: BatchReport; plan: Plan | null };

// The file checks by kind (pure), then the plan against the database (reads only).
async function checkAndPlan(db: Db, kind: BatchKind, text: string) {
  const plan = async <T>(
    check: BatchFileCheck<T>,
    planner: (db: Db, items: never) => Promise<Plan>,
  ) =>
    check.ok ? { check, plan: await planner(db, check.items as never) } : { check, plan: null };
  switch (kind) {
    case "companies-json":
      return plan(checkCompanyJsonFile(text), planCompanyCreates);
    case "companies-csv":
      return plan(checkCompanyCsvFile(text), planCompanyCreates);
    case "company-updates":
      return plan(checkCompanyUpdateFile(text), planCompanyUpdates);
    case "headlines-csv":
      return plan(checkHeadlineCsvFile(text), planHeadlines);
  }
}

/**
 * Checks a batch file of `kind` without writing anything: every problem by item or line and
 * field, and what an import would do (admin-area §5, beyond the spec: checked before written).
 */
export async function checkBatchFile(
  db: Db,
  kind: BatchKind,
  bytes: Uint8Array,
): Promise<CheckedFile> {
  const decoded = decodeBatchFile(bytes);
  if (!decoded.ok) return { report: decoded, plan: null };
  const { check, plan } = await checkAndPlan(db, kind, decoded.text);
  if (!check.ok || !plan)
    return { report: check.ok ? { ok: false, message: "Nothing to check" } : check, plan: null };
  const report: BatchReport = {
    ok: true,
    total: check.items.length,
    preview: previewOf(kind, check.items),
    notes: check.notes,
    problems: problemsOfItems(plan.items).map(describeBatchProblem),
    skipped: check.skipped.map(describeBatchProblem),
    namesakes: plan.namesakes ?? [],
    warnings: plan.warnings ?? [],
    plan: {
      create: plan.create,
      update: plan.update,
      notFound: plan.notFound,
      conflicts: plan.conflicts,
    },
    ready: plan.items.filter((item) => item.value).length,
  };
  return { report, plan };
}

/** checkBatchFile for an admin, on the app's database. */
export async function checkBatch(_admin: AdminUser, kind: BatchKind, bytes: Uint8Array) {
  return checkBatchFile(await getDb(), kind, bytes);
}
