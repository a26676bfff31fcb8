"use server";

import { z } from "zod";
import { adminAction, arg, formRefusal } from "@/lib/admin/admin-action";
import { deleteUnpublishedHeadline } from "@/lib/admin/headlines/delete-headline";
import { findHeadlineWithUrl } from "@/lib/admin/headlines/find-same-url";
import { HEADLINE_NOT_FOUND, saveHeadline } from "@/lib/admin/headlines/save-headline";
import { headlineSchema } from "@/lib/validation/headline";
import { rowIdSchema } from "@/lib/validation/row-id";
import { MISSING_VERSION, openedRow, rowVersionSchema } from "@/lib/validation/row-version";

/**
 * Creates (id null) or updates a headline from the editor (opened at `version`); the form
 * decides where to go next.
 */
export const saveHeadlineAction = adminAction(
  [
    arg(rowIdSchema.nullable(), HEADLINE_NOT_FOUND),
    arg(rowVersionSchema.nullable(), MISSING_VERSION),
    arg(headlineSchema, formRefusal("Please correct the fields marked below.")),
  ],
  async (admin, id, version, headline) => saveHeadline(admin, openedRow(id, version), headline),
);

/**
 * Deletes an unpublished headline, from the editor opened at `version`; answers the
 * unpublished headline to review next.
 */
export const deleteHeadlineAction = adminAction(
  [arg(rowIdSchema, HEADLINE_NOT_FOUND), arg(rowVersionSchema, MISSING_VERSION)],
  async (admin, id, version) => deleteUnpublishedHeadline(admin, { id, version }),
);

/** Another headline with this URL, for the editor's warning. */
export const findSameUrlAction = adminAction(
  [arg(z.string().max(2048).catch(""), ""), arg(rowIdSchema.nullable().catch(null), "")],
  async (admin, url, except) => ({
    ok: true,
    message: "",
    headline: url ? await findHeadlineWithUrl(admin, url, except) : null,
  }),
);
