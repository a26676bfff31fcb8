// GET /api/admin/export/companies-csv - every company in the CSV import's columns (admins only)
import { downloadResponse } from "@/lib/admin/batch/download-response";
import { listCompaniesForExport } from "@/lib/admin/batch/export-data";
import { withAdmin } from "@/lib/auth/require-admin";
import { companiesCsv } from "@/lib/domain/batch/companies-csv";

export const GET = withAdmin(async (_request, _context, admin) =>
  downloadResponse(companiesCsv(await listCompaniesForExport(admin)), "companies.csv", "text/csv"),
);
