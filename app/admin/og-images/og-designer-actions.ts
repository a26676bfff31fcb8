import type { OgDesignerActions } from "@/components/admin/og/og-actions";
import { saveOgTemplateAction, searchPublishedCompaniesAction } from "./actions";

/** The server actions behind the image tool, for its own page and a company's posting page. */
export const ogDesignerActions: OgDesignerActions = {
  saveTemplate: saveOgTemplateAction,
  searchCompanies: searchPublishedCompaniesAction,
};
