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
import { suggestPeople, type PersonSuggestion } from "@/lib/admin/people/suggest-people";

export type SaveAnswer = CompanySaveResult | ActionResult;

const rowId = z.coerce.number().int().positive();
const version = z.coerce.number().int().nonnegative();

/** Creates a company from the editor's form (the company JSON shape). */
export async function createCompanyAction(form: unknown): Promise<SaveAnswer> {
  return asAdmin((admin) => createCompanyFromEditor(admin, form));
}

/** Saves the editor's form over company `id`, opened at `seenVersion` of its history. */
export async function updateCompanyAction(
  id: number,
  seenVersion: number,
  form: unknown,
): Promise<SaveAnswer> {
  return asAdmin(async (admin) => {
    const ids = z.tuple([rowId, version]).safeParse([id, seenVersion]);
    if (!ids.success) return { ok: false, message: "Failed to fetch organization" };
    return updateCompanyFromEditor(admin, ids.data[0], ids.data[1], form);
  });
}

/** Deletes company `id` once its name is typed back. */
export async function deleteCompanyAction(id: number, typedName: string): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const parsed = z.tuple([rowId, z.string()]).safeParse([id, typedName]);
    if (!parsed.success) return { ok: false, message: "Failed to fetch organization" };
    return deleteCompany(admin, ...parsed.data);
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
