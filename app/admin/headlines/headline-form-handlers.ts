import { z } from "zod";
import { arg, formRefusal } from "@/lib/admin/admin-action";
import type { AdminUser } from "@/lib/auth/admin-user";
import { suggestCompanies } from "@/lib/admin/companies/suggest-companies";
import { findHeadlineWithUrl } from "@/lib/admin/headlines/find-same-url";
import { HEADLINE_NOT_FOUND, saveHeadline } from "@/lib/admin/headlines/save-headline";
import { headlineSchema, type HeadlineInput } from "@/lib/validation/headline";
import { rowIdSchema } from "@/lib/validation/row-id";
import { MISSING_VERSION, openedRow, rowVersionSchema } from "@/lib/validation/row-version";
import { searchText } from "@/lib/validation/search-text";

// What the headline form's actions take and do, shared by the admin's actions (signed in by
// session) and the framed form's (signed in by session or frame token).

/** Creates (id null) or updates a headline from the form (opened at `version`). */
export const saveHeadlineHandler = {
  args: [
    arg(rowIdSchema.nullable(), HEADLINE_NOT_FOUND),
    arg(rowVersionSchema.nullable(), MISSING_VERSION),
    arg(headlineSchema, formRefusal("Please correct the fields marked below.")),
  ] as const,
  write: (admin: AdminUser, id: number | null, version: number | null, headline: HeadlineInput) =>
    saveHeadline(admin, openedRow(id, version), headline),
};

/** Another headline with this URL, for the form's warning. */
export const findSameUrlHandler = {
  args: [
    arg(z.string().max(2048).catch(""), ""),
    arg(rowIdSchema.nullable().catch(null), ""),
  ] as const,
  write: async (admin: AdminUser, url: string, except: number | null) => ({
    ok: true as const,
    message: "",
    headline: url ? await findHeadlineWithUrl(admin, url, except) : null,
  }),
};

/** Up to 5 companies whose name contains `text`. */
export const suggestCompaniesHandler = {
  args: [arg(searchText, "")] as const,
  write: async (admin: AdminUser, text: string) => ({
    ok: true as const,
    message: "",
    companies: await suggestCompanies(admin, text),
  }),
};
