// GET /api/admin/sources/opml - every news source as an OPML 2.0 download (admins only)
// POST /api/admin/sources/opml - imports the OPML file sent as the body: each feed becomes an
// outlet, the URLs already present skipped (admins only; a write from another site is refused)

import { refused } from "@/lib/admin/action-result";
import { downloadResponse } from "@/lib/admin/batch/download-response";
import { readBatchBody } from "@/lib/admin/batch/read-batch-body";
import { exportSourcesOpml } from "@/lib/admin/sources/export-opml";
import { importOpmlSources } from "@/lib/admin/sources/import-opml";
import { withAdmin } from "@/lib/auth/require-admin";

export const GET = withAdmin(async (_request, _context, admin) =>
  downloadResponse(await exportSourcesOpml(admin), "news-sources.opml", "text/x-opml"),
);

export const POST = withAdmin(async (request, _context, admin) => {
  const body = await readBatchBody(request);
  if (!body.ok) return Response.json(refused(body.message), { status: 413 });
  const result = await importOpmlSources(admin, new TextDecoder().decode(body.bytes));
  return Response.json(result, { status: result.ok ? 200 : 400 });
});
