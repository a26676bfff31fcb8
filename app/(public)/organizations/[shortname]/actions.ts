"use server";

import { z } from "zod";
import { refused } from "@/lib/admin/action-result";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { setCompanyPublished } from "@/lib/admin/companies/set-company-published";
import { firstProblem, formDataOf } from "@/lib/validation/form-data";

const publishSchema = z.object({
  shortname: z.string().trim().min(1, "Unknown company").max(200, "Unknown company"),
  published: z.enum(["true", "false"], "Choose Publish or Unpublish"),
});

/** Publishes or unpublishes the company of the page (admins only), and says what happened. */
export const setCompanyPublishedAction = adminAction(
  [arg(z.unknown(), ""), arg(formDataOf(publishSchema), (errors) => refused(firstProblem(errors)))],
  async (admin, _previous, { shortname, published }) =>
    setCompanyPublished(admin, shortname, published === "true"),
);
