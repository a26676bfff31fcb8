"use server";

import { adminAction, arg } from "@/lib/admin/admin-action";
import { restoreChange } from "@/lib/admin/history/restore-change";
import { rowIdSchema } from "@/lib/validation/row-id";

/** Restores the thing changed by recorded change `id` to its state before it. */
export const restoreChangeAction = adminAction(
  [arg(rowIdSchema, "That change is not in the history.")],
  restoreChange,
);
