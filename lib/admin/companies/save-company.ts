import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { loadCompany } from "@/lib/companies/load-company";
import type { CompanyInput } from "@/lib/validation/company-json";
import { adminWrite } from "../admin-write";
import { unlessStale } from "../stale-check";
import { createCompanyWithHistory, replaceCompanyWithHistory } from "./company-changes";
import { refused } from "../action-result";
import { renameShortname, shortnameProblem } from "@/lib/companies/rename-shortname";
import { refuse } from "@/lib/validation/refusal";
import { failedCompanySave, savedCompany, type CompanySaved } from "./company-save-result";

/** Creates a company from the editor's form (parsed), with every list, in one transaction. */
export function createCompanyFromEditor(
  admin: AdminUser,
  form: CompanyInput,
): Promise<CompanySaved> {
  return saveFromEditor(form, "creating", (company) =>
    adminWrite(admin, async (tx) => {
      const created = await createCompanyWithHistory(tx, company, "create");
      return {
        result: savedCompany({ id: created.id, name: created.name, shortname: created.shortname }),
        change: { companies: [created.shortname] },
        history: created.history,
      };
    }),
  );
}

/** Writes the editor's form; a refused or failed write is answered in words. */
async function saveFromEditor(
  form: CompanyInput,
  doing: "creating" | "updating",
  write: (company: CompanyInput) => Promise<CompanySaved>,
): Promise<CompanySaved> {
  try {
    return await write(form);
  } catch (error) {
    if (error instanceof NothingChanged) return error.answer;
    return failedCompanySave(error, doing);
  }
}

// Thrown to roll back a save that changed nothing, so that it bumps no version.
class NothingChanged extends Error {
  constructor(readonly answer: CompanySaved) {
    super("nothing changed");
  }
}

/**
 * Saves the editor's form over company `id`, in one transaction. `version` is the company's
 * version when the form was opened: when anything the editor shows changed since (the
 * company, or any of its lists, whoever wrote it), nothing is written and the answer names
 * who changed it and when. A save that changes nothing writes nothing. A `shortname` other than
 * the company's renames it: the old one keeps leading to the company (see rename-shortname.ts).
 */
export function updateCompanyFromEditor(
  admin: AdminUser,
  id: number,
  version: number,
  form: CompanyInput,
  shortname?: string,
): Promise<CompanySaved> {
  return saveFromEditor(form, "updating", (form) =>
    adminWrite(
      admin,
      unlessStale<CompanySaved>({ row: "company", opened: { id, version } }, async (tx) => {
        const company = await loadCompany(tx, id);
        if (!company) return { result: refused("This company no longer exists: it was deleted.") };
        const from = company.record.shortname;
        const renamed = shortname !== undefined && shortname !== from;
        if (renamed) {
          const problem = await shortnameProblem(tx, id, shortname);
          if (problem) refuse(problem, "shortname");
          await renameShortname(tx, id, from, shortname);
        }
        // The history's entry compares the company as loaded before the rename with after it.
        const saved = await replaceCompanyWithHistory(tx, company, form, "update");
        const result = savedCompany({ id, name: saved.name, shortname: saved.shortname });
        if (saved.history.length === 0) throw new NothingChanged(result);
        const companies = renamed ? [from, saved.shortname] : [saved.shortname];
        return { result, change: { companies }, history: saved.history };
      }),
    ),
  );
}
