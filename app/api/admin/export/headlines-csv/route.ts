// GET /api/admin/export/headlines-csv - every headline in the CSV import's columns (admins only)
import { downloadResponse } from "@/lib/admin/batch/download-response";
import { listHeadlineRowsForExport } from "@/lib/admin/batch/export-data";
import { withAdmin } from "@/lib/auth/require-admin";
import { headlinesCsv } from "@/lib/domain/batch/headlines-csv";

export const GET = withAdmin(async (_request, _context, admin) =>
  downloadResponse(
    headlinesCsv(await listHeadlineRowsForExport(admin)),
    "headlines.csv",
    "text/csv",
  ),
);
