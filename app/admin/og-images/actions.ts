"use server";

import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import type { CompanySuggestion } from "@/lib/admin/companies/suggest-companies";
import {
  listOgTemplates,
  saveOgTemplate,
  type StoredOgTemplate,
} from "@/lib/admin/og/og-templates";
import { searchPublishedCompanies } from "@/lib/admin/og/published-companies";
import { ogTemplateSchema, templateProblem } from "@/lib/validation/og-template";
import { MISSING_VERSION, rowVersionSchema } from "@/lib/validation/row-version";

/** A save's answer; after a success, every template as now stored (with their new versions). */
export type SaveTemplateResult = ActionResult & {
  id?: number;
  detail?: string;
  templates?: StoredOgTemplate[];
};

const FAILED = "Failed to save template";

/**
 * Saves the edited template (new when `id` is null, else opened at `version`): 'Template saved
 * successfully!' or why not.
 */
export async function saveOgTemplateAction(
  id: unknown,
  version: unknown,
  values: unknown,
): Promise<SaveTemplateResult> {
  return asAdmin<SaveTemplateResult>(async (admin) => {
    const templateId = id === null ? null : Number.isSafeInteger(id) ? (id as number) : undefined;
    if (templateId === undefined) return { ok: false, message: FAILED, detail: "Unknown template" };
    const seen = rowVersionSchema.safeParse(version);
    if (templateId !== null && !seen.success) {
      return { ok: false, message: FAILED, detail: MISSING_VERSION };
    }
    const opened =
      templateId === null || !seen.success ? null : { id: templateId, version: seen.data };
    const parsed = ogTemplateSchema.safeParse(values);
    if (!parsed.success) {
      return { ok: false, message: FAILED, detail: templateProblem(parsed.error) };
    }
    try {
      const saved = await saveOgTemplate(admin, opened, parsed.data);
      if (!saved.ok) return { ok: false, message: FAILED, detail: saved.reason };
      const templates = await listOgTemplates(admin);
      return { ok: true, message: "Template saved successfully!", id: saved.id, templates };
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
