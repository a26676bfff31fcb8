// GET /api/admin/stats - dashboard counts of companies, headlines, people and projects (admins only)
import { withAdmin } from "@/lib/auth/require-admin";
import { getAdminStats } from "@/lib/admin/stats";

export const GET = withAdmin(async (_request, _context, admin) =>
  Response.json(await getAdminStats(admin)),
);
