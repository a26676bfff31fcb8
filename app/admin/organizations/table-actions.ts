"use server";

import { z } from "zod";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { bulkChangeCompanies } from "@/lib/admin/companies/table/bulk-companies";
import { setCompanyLogo } from "@/lib/admin/companies/table/set-company-logo";
import { parseCompanyFilter } from "@/lib/domain/company-table-query";
import { httpUrl } from "@/lib/validation/common";
import { rowIdSchema } from "@/lib/validation/row-id";
import { MISSING_VERSION, rowVersionSchema } from "@/lib/validation/row-version";

// The rows ticked (at most a page's worth is ever ticked), or the filters' query string, which
// the server reads again: 'all N matching' never sends N ids.
const targetSchema = z.union([
  z.object({ ids: z.array(rowIdSchema).max(1000) }),
  z.object({
    filter: z
      .string()
      .max(500)
      .transform((query) => parseCompanyFilter(new URLSearchParams(query))),
  }),
]);

// The count a delete is confirmed with, as typed: digits only.
const typedCount = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/)
  .transform(Number);

const changeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("publish") }),
  z.object({ kind: z.literal("unpublish") }),
  z.object({ kind: z.literal("apply-tag"), tagId: rowIdSchema }),
  z.object({ kind: z.literal("remove-tag"), tagId: rowIdSchema }),
  z.object({ kind: z.literal("delete"), confirm: typedCount }),
]);

/** Applies a bulk change to the ticked companies or to every company the filters keep. */
export const bulkCompaniesAction = adminAction(
  [
    arg(targetSchema, "Choose the companies to change: tick some rows, or choose all matching."),
    arg(
      changeSchema,
      "Choose what to do (and for a tag, which tag; for a delete, type the count).",
    ),
  ],
  bulkChangeCompanies,
);

/** Sets the logo of company `id`, as the table showed it at `version`, from a typed URL. */
export const setCompanyLogoAction = adminAction(
  [
    arg(rowIdSchema, "Organization not found"),
    arg(rowVersionSchema, MISSING_VERSION),
    arg(httpUrl, "The logo URL must be an http(s) URL, such as https://example.com/logo.png."),
  ],
  async (admin, id, version, url) => setCompanyLogo(admin, { id, version }, url),
);
