"use server";

import { z } from "zod";
import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import type { CompanySaveResult } from "@/lib/admin/companies/company-save-result";
import { deleteCompany } from "@/lib/admin/companies/delete-company";
import { restoreCompany } from "@/lib/admin/companies/restore-company";
import {
  createCompanyFromEditor,
  updateCompanyFromEditor,
} from "@/lib/admin/companies/save-company";
import { MISSING_VERSION, rowVersionSchema } from "@/lib/validation/row-version";
import { suggestPeople, type PersonSuggestion } from "@/lib/admin/people/suggest-people";

export type SaveAnswer = CompanySaveResult | ActionResult;

const rowId = z.coerce.number().int().positive();

/** Creates a company from the editor's form (the company JSON shape). */
export async function createCompanyAction(form: unknown): Promise<SaveAnswer> {
  return asAdmin((admin) => createCompanyFromEditor(admin, form));
}

/** Saves the editor's form over company `id`, opened at its version `seenVersion`. */
export async function updateCompanyAction(
  id: number,
  seenVersion: number,
  form: unknown,
): Promise<SaveAnswer> {
  return asAdmin(async (admin) => {
    const target = rowId.safeParse(id);
    if (!target.success) return { ok: false, message: "Failed to fetch organization" };
    const version = rowVersionSchema.safeParse(seenVersion);
    if (!version.success) return { ok: false, message: MISSING_VERSION };
    return updateCompanyFromEditor(admin, target.data, version.data, form);
  });
}

/** Deletes company `id`, from its edit page opened at `seenVersion`, once its name is typed back. */
export async function deleteCompanyAction(
  id: number,
  seenVersion: number,
  typedName: string,
): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const parsed = z.tuple([rowId, z.string()]).safeParse([id, typedName]);
    if (!parsed.success) return { ok: false, message: "Failed to fetch organization" };
    const version = rowVersionSchema.safeParse(seenVersion);
    if (!version.success) return { ok: false, message: MISSING_VERSION };
    const [target, typed] = parsed.data;
    return deleteCompany(admin, { id: target, version: version.data }, typed);
  });
}

/** Restores a company to its state before recorded change `historyId`. */
export async function restoreCompanyAction(historyId: number): Promise<SaveAnswer> {
  return asAdmin(async (admin) => {
    const parsed = rowId.safeParse(historyId);
    if (!parsed.success) return { ok: false, message: "That change is not in the history." };
    return restoreCompany(admin, parsed.data);
  });
}

/** Up to 5 people whose name contains `text`, to pick as a company's key person. */
export async function suggestPeopleAction(
  text: string,
): Promise<{ ok: true; message: string; people: PersonSuggestion[] } | ActionResult> {
  return asAdmin(async (admin) => {
    const people = await suggestPeople(admin, String(text ?? ""));
    return { ok: true as const, message: "", people };
  });
}
