"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { failedWrite } from "@/lib/admin/action-result";
import { adminAction, arg, formRefusal } from "@/lib/admin/admin-action";
import { deleteNewsSource } from "@/lib/admin/sources/delete-source";
import { fetchNewsSourceNow } from "@/lib/admin/sources/fetch-source-now";
import { saveNewsSource, SOURCE_NOT_FOUND } from "@/lib/admin/sources/save-source";
import { newsSourceSchema } from "@/lib/admin/sources/source-schema";
import { switchNewsSource } from "@/lib/admin/sources/switch-source";
import { rowIdSchema } from "@/lib/validation/row-id";
import { MISSING_VERSION, openedRow, rowVersionSchema } from "@/lib/validation/row-version";

const LIST = "/admin/sources";
const sourceId = arg(rowIdSchema, SOURCE_NOT_FOUND);

/**
 * Creates (id null) or updates a news source from its editor (opened at `version`), once its
 * feed has been read: answers the feed's title and latest items, or why nothing was saved.
 */
export const saveNewsSourceAction = adminAction(
  [
    arg(rowIdSchema.nullable(), SOURCE_NOT_FOUND),
    arg(rowVersionSchema.nullable(), MISSING_VERSION),
    arg(
      newsSourceSchema,
      formRefusal("Nothing was saved: please correct the fields marked below."),
    ),
  ],
  async (admin, id, version, input) => {
    const result = await saveNewsSource(admin, openedRow(id, version), input);
    if (result.ok) revalidatePath(LIST);
    return result;
  },
);

/** Deletes a news source shown at `version`, then shows the list. */
export const deleteNewsSourceAction = adminAction(
  [sourceId, arg(rowVersionSchema, MISSING_VERSION)],
  async (admin, id, version) => {
    const result = await deleteNewsSource(admin, { id, version });
    if (!result.ok) return result;
    redirect(LIST);
  },
);

/** Switches a news source on or off (`active`: the state wanted). */
export const switchNewsSourceAction = adminAction(
  [sourceId, arg(z.boolean(), "Active must be on or off")],
  async (admin, id, active) => {
    const result = await switchNewsSource(admin, id, active);
    revalidatePath(LIST);
    return result;
  },
);

/** Fetches one news source at once, and says what its feed gave. */
export const fetchNewsSourceNowAction = adminAction([sourceId], async (admin, id) => {
  try {
    return await fetchNewsSourceNow(admin, id);
  } catch (error) {
    // Never silent: the list says it failed, the log says why.
    return failedWrite(error, "The fetch failed: see the server's log.", "Fetch now");
  } finally {
    // The source's row, and the review queue its items entered.
    revalidatePath(LIST);
    revalidatePath("/admin/headlines/unpublished");
  }
});
