"use server";

import { revalidatePath } from "next/cache";
import { failedWrite } from "@/lib/admin/action-result";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { syncRepositoryNow } from "@/lib/admin/repositories/sync-repository-now";
import { rowIdSchema } from "@/lib/validation/row-id";

/** Syncs one repository from GitHub at once, and says what GitHub answered. */
export const syncRepositoryNowAction = adminAction(
  [arg(rowIdSchema, "This repository is no longer listed: reload the page.")],
  async (admin, id) => {
    try {
      return await syncRepositoryNow(admin, id);
    } catch (error) {
      // Never silent: the row's button says it failed, the log says why.
      return failedWrite(error, "The sync failed: see the server's log.", "Sync now");
    } finally {
      // The row, the budget, and the dashboard's card.
      revalidatePath("/admin/repositories");
      revalidatePath("/admin");
    }
  },
);
