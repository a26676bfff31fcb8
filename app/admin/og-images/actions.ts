"use server";

import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import type { CompanySuggestion } from "@/lib/admin/companies/suggest-companies";
import { saveOgTemplate } from "@/lib/admin/og/og-templates";
import { searchPublishedCompanies } from "@/lib/admin/og/published-companies";
import { ogTemplateSchema, templateProblem } from "@/lib/validation/og-template";

export type SaveTemplateResult = ActionResult & { id?: number; detail?: string };

const FAILED = "Failed to save template";

/** Saves the edited template (new when `id` is null): 'Template saved successfully!' or why not. */
export async function saveOgTemplateAction(
  id: unknown,
  values: unknown,
): Promise<SaveTemplateResult> {
  return asAdmin<SaveTemplateResult>(async (admin) => {
    const templateId = id === null ? null : Number.isSafeInteger(id) ? (id as number) : undefined;
    if (templateId === undefined) return { ok: false, message: FAILED, detail: "Unknown template" };
    const parsed = ogTemplateSchema.safeParse(values);
    if (!parsed.success) {
      return { ok: false, message: FAILED, detail: templateProblem(parsed.error) };
    }
    try {
      const saved = await saveOgTemplate(admin, templateId, parsed.data);
      if (saved === null) return { ok: false, message: FAILED, detail: "Template not found" };
      return { ok: true, message: "Template saved successfully!", id: saved };
    } catch (error) {
      console.error(`Template could not be saved: ${String(error)}`);
      return { ok: false, message: FAILED };
    }
  });
}

export type PublishedCompaniesResult = ActionResult & { companies?: CompanySuggestion[] };

/** The organization chooser of the image tool: published companies whose name contains `text`. */
export async function searchPublishedCompaniesAction(
  text: unknown,
): Promise<PublishedCompaniesResult> {
  return asAdmin<PublishedCompaniesResult>(async (admin) => ({
    ok: true,
    message: "",
    companies: await searchPublishedCompanies(admin, typeof text === "string" ? text : "", 5),
  }));
}
