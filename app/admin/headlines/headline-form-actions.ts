import type { HeadlineFormActions } from "@/components/admin/headlines/headline-actions";
import { suggestCompaniesAction } from "../suggest-companies-action";
import { findSameUrlAction, saveHeadlineAction } from "./actions";

/** The server actions behind the headline form, for the admin's editor and the embedded form. */
export const headlineFormActions: HeadlineFormActions = {
  save: saveHeadlineAction,
  findSameUrl: findSameUrlAction,
  suggestCompanies: suggestCompaniesAction,
};
