import type { ActionResult } from "@/lib/admin/action-result";
import type { CompanySuggestion } from "@/lib/admin/companies/suggest-companies";
import type { StoredOgTemplate } from "@/lib/admin/og/og-templates";
import type { OgTemplateStyle } from "@/lib/domain/og-template";

/** A template save's answer; after a success, the saved template's id and every template as now stored. */
export type TemplateSaved = ActionResult<{ id: number; templates: StoredOgTemplate[] }>;

/**
 * The server actions the image tool calls, handed down by the page that shows it (the image
 * tool's own page or a company's posting page), so that the tool belongs to no route.
 */
export type OgDesignerActions = {
  saveTemplate: (
    id: number | null,
    version: number | null,
    values: OgTemplateStyle,
  ) => Promise<TemplateSaved>;
  searchCompanies: (text: string) => Promise<ActionResult<{ companies: CompanySuggestion[] }>>;
};
