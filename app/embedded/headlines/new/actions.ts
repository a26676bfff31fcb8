"use server";

import { framedAdminAction } from "@/lib/admin/admin-action";
import {
  findSameUrlHandler,
  saveHeadlineHandler,
  suggestCompaniesHandler,
} from "@/app/admin/headlines/headline-form-handlers";

// The headline form's actions when framed by another site: each takes the frame token first
// (empty when the frame has a session), see framedAdminAction.

/** Creates a headline from the framed form. */
export const framedSaveHeadlineAction = framedAdminAction(
  saveHeadlineHandler.args,
  saveHeadlineHandler.write,
);

/** Another headline with this URL, for the framed form's warning. */
export const framedFindSameUrlAction = framedAdminAction(
  findSameUrlHandler.args,
  findSameUrlHandler.write,
);

/** Up to 5 companies whose name contains `text`, for the framed form. */
export const framedSuggestCompaniesAction = framedAdminAction(
  suggestCompaniesHandler.args,
  suggestCompaniesHandler.write,
);
