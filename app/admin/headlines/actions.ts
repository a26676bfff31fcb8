"use server";

import { adminAction, arg } from "@/lib/admin/admin-action";
import { deleteUnpublishedHeadline } from "@/lib/admin/headlines/delete-headline";
import { HEADLINE_NOT_FOUND } from "@/lib/admin/headlines/save-headline";
import { rowIdSchema } from "@/lib/validation/row-id";
import { MISSING_VERSION, rowVersionSchema } from "@/lib/validation/row-version";
import { findSameUrlHandler, saveHeadlineHandler } from "./headline-form-handlers";

/**
 * Creates (id null) or updates a headline from the editor (opened at `version`); the form
 * decides where to go next.
 */
export const saveHeadlineAction = adminAction(saveHeadlineHandler.args, saveHeadlineHandler.write);

/**
 * Deletes an unpublished headline, from the editor opened at `version`; answers the
 * unpublished headline to review next.
 */
export const deleteHeadlineAction = adminAction(
  [arg(rowIdSchema, HEADLINE_NOT_FOUND), arg(rowVersionSchema, MISSING_VERSION)],
  async (admin, id, version) => deleteUnpublishedHeadline(admin, { id, version }),
);

/** Another headline with this URL, for the editor's warning. */
export const findSameUrlAction = adminAction(findSameUrlHandler.args, findSameUrlHandler.write);
