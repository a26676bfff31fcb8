import "server-only";
import { eq, or, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { loadCompany } from "@/lib/companies/load-company";
import type { HistoryAction } from "@/lib/domain/constants";
import { companyJsonSchema } from "@/lib/validation/company-json";
import {
  applyCompanyUpdate,
  companyUpdateSchema,
  type CompanyUpdate,
} from "@/lib/validation/company-update";
import { fieldErrorsOf, problemsOf } from "@/lib/validation/field-errors";
import { Refusal } from "@/lib/validation/refusal";
import { refused, type ActionResult } from "../action-result";
import { adminWrite, type WriteOutcome } from "../admin-write";
import { createCompanyWithHistory, replaceCompanyWithHistory } from "./company-changes";

// The one "create a company from JSON" and the one "update a company from JSON" of the
// terminal and the batch uploads (admin-area §3, §5).

/** A JSON write's answer: the company written, with warnings about people it could not find. */
type JsonWritten = ActionResult<{
  id: number;
  name: string;
  shortname: string;
  warnings: string[];
}>;

const invalid = (problem: string) => refused(`Error: ${problem}`);

/** Creates a company from the JSON shape (json: the parsed value), in one transaction. */
export async function createCompanyFromJson(
  admin: AdminUser,
  json: unknown,
  action: HistoryAction = "create",
): Promise<JsonWritten> {
  const parsed = companyJsonSchema.safeParse(json);
  if (!parsed.success) return invalid(problemsOf(fieldErrorsOf(parsed.error)).join(" "));
  return writeOrExplain(() =>
    adminWrite<JsonWritten>(admin, async (tx) => {
      const created = await createCompanyWithHistory(tx, parsed.data, action);
      const { id, name, shortname } = created;
      return {
        result: {
          ok: true,
          message: `Company "${name}" created`,
          id,
          name,
          shortname,
          warnings: [],
        },
        change: { companies: [shortname] },
        history: created.history,
      };
    }),
  );
}

/**
 * Updates the company named `target` (its name, case-insensitive, or its shortname) from the
 * update JSON shape, in one transaction. Warnings name people the update could not find.
 */
export async function updateCompanyFromJson(
  admin: AdminUser,
  target: string,
  json: unknown,
): Promise<JsonWritten> {
  const parsed = companyUpdateSchema.safeParse(json);
  if (!parsed.success) return invalid(problemsOf(fieldErrorsOf(parsed.error)).join(" "));
  return writeOrExplain(() =>
    adminWrite<JsonWritten>(admin, (tx) => updateCompanyIn(tx, target, parsed.data)),
  );
}

/**
 * The update of updateCompanyFromJson inside the caller's transaction `tx` (a batch update runs
 * many in one): the company named `target` made `update`, and what to record.
 */
export async function updateCompanyIn(
  tx: Db,
  target: string,
  update: CompanyUpdate,
  action: HistoryAction = "update",
): Promise<WriteOutcome<JsonWritten>> {
  const id = await findCompanyId(tx, target.trim());
  const company = id === null ? null : await loadCompany(tx, id);
  if (!company) return { result: refused(`Company not found: ${target}`) };
  const { input, warnings } = applyCompanyUpdate(company.record, update);
  const saved = await replaceCompanyWithHistory(tx, company, input, action);
  return {
    result: {
      ok: true,
      message: `Company "${saved.name}" updated`,
      id: company.id,
      name: saved.name,
      shortname: saved.shortname,
      warnings,
    },
    change: { companies: [saved.shortname] },
    history: saved.history,
  };
}

// The company whose shortname is `target`, else whose name is it (case-insensitively).
async function findCompanyId(tx: Db, target: string): Promise<number | null> {
  const rows = await tx
    .select({ id: organization.id, shortname: organization.shortname })
    .from(organization)
    .where(
      or(
        eq(organization.shortname, target),
        eq(sql`lower(${organization.name})`, target.toLowerCase()),
      ),
    )
    .orderBy(organization.id)
    .limit(2);
  return (rows.find((row) => row.shortname === target) ?? rows[0])?.id ?? null;
}

async function writeOrExplain(write: () => Promise<JsonWritten>): Promise<JsonWritten> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Refusal)
      return invalid(problemsOf(error.errors ?? {}).join(" ") || error.message);
    console.error("Company JSON write failed:", error);
    const { cause } = error as Error;
    return invalid((cause instanceof Error ? cause : (error as Error)).message);
  }
}
