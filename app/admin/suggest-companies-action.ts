"use server";

import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import { suggestCompanies, type CompanySuggestion } from "@/lib/admin/companies/suggest-companies";

export type SuggestCompaniesResult = ActionResult & { companies?: CompanySuggestion[] };

/** The company search boxes of the admin forms: up to 5 companies whose name contains `text`. */
export async function suggestCompaniesAction(text: unknown): Promise<SuggestCompaniesResult> {
  return asAdmin<SuggestCompaniesResult>(async (admin) => ({
    ok: true,
    message: "",
    companies: await suggestCompanies(admin, typeof text === "string" ? text : ""),
  }));
}
