import * as saves from "@/lib/admin/companies/save-company";
import type { AdminUser } from "@/lib/auth/admin-user";
import { companyEditorSchema } from "@/lib/validation/company-json";

// The company editor's saves as its actions make them: the form parsed by the editor's schema
// (the fixtures are valid forms), then written.

export const createCompanyFromEditor = (admin: AdminUser, form: unknown) =>
  saves.createCompanyFromEditor(admin, companyEditorSchema.parse(form));

export const updateCompanyFromEditor = (
  admin: AdminUser,
  id: number,
  version: number,
  form: unknown,
  shortname?: string,
) => saves.updateCompanyFromEditor(admin, id, version, companyEditorSchema.parse(form), shortname);
