"use server";

import { z } from "zod";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { invalidCompany } from "@/lib/admin/companies/company-save-result";
import { deleteCompany } from "@/lib/admin/companies/delete-company";
import { checkShortname } from "@/lib/admin/companies/check-shortname";
import { deleteValuation } from "@/lib/admin/companies/delete-valuation";
import {
  createCompanyFromEditor,
  updateCompanyFromEditor,
} from "@/lib/admin/companies/save-company";
import { suggestPeople } from "@/lib/admin/people/suggest-people";
import { companyEditorSchema } from "@/lib/validation/company-json";
import { rowIdSchema } from "@/lib/validation/row-id";
import { MISSING_VERSION, rowVersionSchema } from "@/lib/validation/row-version";
import { searchText } from "@/lib/validation/search-text";

// A refused form names each problem's field, above the form and beside the field.
const companyForm = arg(companyEditorSchema, invalidCompany);
const COMPANY_NOT_FOUND = "Failed to fetch organization";
const SHORTNAME_NOT_TEXT = "Shortname must be text.";
const NOT_ITS_VALUATION = "That valuation is not one of this company's.";

/** Creates a company from the editor's form (the company JSON shape). */
export const createCompanyAction = adminAction([companyForm], createCompanyFromEditor);

/**
 * Saves the editor's form over company `id`, opened at its version `seenVersion`, renaming it
 * when a new `shortname` is given.
 */
export const updateCompanyAction = adminAction(
  [
    arg(rowIdSchema, COMPANY_NOT_FOUND),
    arg(rowVersionSchema, MISSING_VERSION),
    companyForm,
    arg(z.string().optional(), SHORTNAME_NOT_TEXT),
  ],
  updateCompanyFromEditor,
);

/** Whether company `id` may take the shortname `wanted`, checked as the curator types it. */
export const checkShortnameAction = adminAction(
  [arg(rowIdSchema, COMPANY_NOT_FOUND), arg(z.string(), SHORTNAME_NOT_TEXT)],
  checkShortname,
);

/** Deletes company `id`, from its edit page opened at `seenVersion`, once its name is typed back. */
export const deleteCompanyAction = adminAction(
  [
    arg(rowIdSchema, COMPANY_NOT_FOUND),
    arg(rowVersionSchema, MISSING_VERSION),
    arg(z.string(), COMPANY_NOT_FOUND),
  ],
  async (admin, id, version, typedName) => deleteCompany(admin, { id, version }, typedName),
);

/** Up to 5 people whose name contains `text`, to pick as a company's key person. */
export const suggestPeopleAction = adminAction([arg(searchText, "")], async (admin, text) => ({
  ok: true,
  message: "",
  people: await suggestPeople(admin, text),
}));

/** Deletes recorded valuation `valuationId` of company `id`. */
export const deleteValuationAction = adminAction(
  [arg(rowIdSchema, NOT_ITS_VALUATION), arg(rowIdSchema, NOT_ITS_VALUATION)],
  deleteValuation,
);
