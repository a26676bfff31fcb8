"use server";

import { z } from "zod";
import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import type { CompanySaveResult } from "@/lib/admin/companies/company-save-result";
import { deleteCompany } from "@/lib/admin/companies/delete-company";
import { deleteValuation } from "@/lib/admin/companies/delete-valuation";
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

/** Up to 5 people whose name contains `text`, to pick as a company's key person. */
export async function suggestPeopleAction(
  text: string,
): Promise<{ ok: true; message: string; people: PersonSuggestion[] } | ActionResult> {
  return asAdmin(async (admin) => {
    const people = await suggestPeople(admin, String(text ?? ""));
    return { ok: true as const, message: "", people };
  });
}

/** Deletes recorded valuation `valuationId` of company `id`. */
export async function deleteValuationAction(
  id: number,
  valuationId: number,
): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const ids = z.tuple([rowId, rowId]).safeParse([id, valuationId]);
    if (!ids.success) return { ok: false, message: "That valuation is not one of this company's." };
    return deleteValuation(admin, ...ids.data);
  });
}
