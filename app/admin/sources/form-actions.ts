import type { SourceFormActions } from "@/components/admin/sources/source-actions";
import { suggestCompaniesAction } from "../suggest-companies-action";
import { deleteNewsSourceAction, saveNewsSourceAction } from "./actions";

/** The server actions the source editor calls, for the pages that show it. */
export const sourceFormActions: SourceFormActions = {
  save: saveNewsSourceAction,
  remove: deleteNewsSourceAction,
  suggestCompanies: suggestCompaniesAction,
};
