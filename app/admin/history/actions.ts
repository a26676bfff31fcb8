"use server";

import { z } from "zod";
import { asAdmin } from "@/lib/admin/admin-action";
import { restoreChange } from "@/lib/admin/history/restore-change";

const historyId = z.coerce.number().int().positive().max(2_147_483_647);

/** Restores the thing changed by recorded change `id` to its state before it. */
export async function restoreChangeAction(id: number) {
  return asAdmin(async (admin) => {
    const parsed = historyId.safeParse(id);
    if (!parsed.success) return { ok: false, message: "That change is not in the history." };
    return restoreChange(admin, parsed.data);
  });
}
