"use server";

import { z } from "zod";
import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import { setCompanyPublished } from "@/lib/admin/companies/set-company-published";

const publishSchema = z.object({
  shortname: z.string().trim().min(1, "Unknown company").max(200, "Unknown company"),
  published: z.enum(["true", "false"], "Choose Publish or Unpublish"),
});

/** Publishes or unpublishes the company of the page (admins only), and says what happened. */
export async function setCompanyPublishedAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const parsed = publishSchema.safeParse({
      shortname: formData.get("shortname"),
      published: formData.get("published"),
    });
    if (!parsed.success) return { ok: false, message: `${parsed.error.issues[0].message}.` };
    const { shortname, published } = parsed.data;
    return setCompanyPublished(admin, shortname, published === "true");
  });
}
