"use server";

import { adminAction, arg } from "@/lib/admin/admin-action";
import { listOgTemplates, saveOgTemplate } from "@/lib/admin/og/og-templates";
import { searchPublishedCompanies } from "@/lib/admin/og/published-companies";
import { ogTemplateSchema, templateProblem } from "@/lib/validation/og-template";
import { rowIdSchema } from "@/lib/validation/row-id";
import { MISSING_VERSION, rowVersionSchema } from "@/lib/validation/row-version";
import { searchText } from "@/lib/validation/search-text";

const FAILED = "Failed to save template";
const failed = (detail: string) => () => ({ ok: false as const, message: FAILED, detail });

/**
 * Saves the edited template (new when `id` is null, else opened at `version`): 'Template saved
 * successfully!' with every template as now stored (their new versions), or why not.
 */
export const saveOgTemplateAction = adminAction(
  [
    arg(rowIdSchema.nullable(), failed("Unknown template")),
    arg(rowVersionSchema.nullable(), failed(MISSING_VERSION)),
    arg(ogTemplateSchema, (errors) => failed(templateProblem(errors))()),
  ],
  async (admin, id, version, style) => {
    if (id !== null && version === null) return failed(MISSING_VERSION)();
    try {
      const opened = id === null || version === null ? null : { id, version };
      const saved = await saveOgTemplate(admin, opened, style);
      if (!saved.ok) return { ok: false, message: FAILED, detail: saved.message };
      return { ...saved, templates: await listOgTemplates(admin) };
    } catch (error) {
      console.error(`Template could not be saved: ${String(error)}`);
      return { ok: false, message: FAILED };
    }
  },
);

/** The organization chooser of the image tool: published companies whose name contains `text`. */
export const searchPublishedCompaniesAction = adminAction(
  [arg(searchText, "")],
  async (admin, text) => ({
    ok: true,
    message: "",
    companies: await searchPublishedCompanies(admin, text, 5),
  }),
);
