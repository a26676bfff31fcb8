"use server";

import { adminAction, arg } from "@/lib/admin/admin-action";
import { suggestCompanies } from "@/lib/admin/companies/suggest-companies";
import { searchText } from "@/lib/validation/search-text";

/** The company search boxes of the admin forms: up to 5 companies whose name contains `text`. */
export const suggestCompaniesAction = adminAction([arg(searchText, "")], async (admin, text) => ({
  ok: true,
  message: "",
  companies: await suggestCompanies(admin, text),
}));
