// GET /api/admin/export/companies-json - every company in the batch upload's JSON shape (admins only)
import { downloadResponse } from "@/lib/admin/batch/download-response";
import { listCompaniesForExport } from "@/lib/admin/batch/export-data";
import { withAdmin } from "@/lib/auth/require-admin";

export const GET = withAdmin(async (_request, _context, admin) =>
  downloadResponse(
    `${JSON.stringify(await listCompaniesForExport(admin), null, 2)}\n`,
    "companies.json",
    "application/json",
  ),
);
