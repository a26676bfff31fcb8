// POST /api/admin/batch/check?kind=companies-json - checks a batch file, writing nothing (admins only)
import { checkBatch } from "@/lib/admin/batch/check-batch-file";
import { readBatchBody } from "@/lib/admin/batch/read-batch-body";
import { withAdmin } from "@/lib/auth/require-admin";
import { parseBatchKind } from "@/lib/domain/batch/batch-kinds";

export const POST = withAdmin(async (request, _context, admin) => {
  const kind = parseBatchKind(new URL(request.url).searchParams.get("kind"));
  if (!kind)
    return Response.json({ ok: false, message: "Unknown kind of batch file" }, { status: 400 });
  const body = await readBatchBody(request);
  if (!body.ok) return Response.json(body, { status: 413 });
  const { report } = await checkBatch(admin, kind, body.bytes);
  return Response.json(report);
});
