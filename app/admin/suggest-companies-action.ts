"use server";

import { adminAction } from "@/lib/admin/admin-action";
import { suggestCompaniesHandler } from "./headlines/headline-form-handlers";

/** The company search boxes of the admin forms: up to 5 companies whose name contains `text`. */
export const suggestCompaniesAction = adminAction(
  suggestCompaniesHandler.args,
  suggestCompaniesHandler.write,
);
