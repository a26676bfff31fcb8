// POST /api/admin/batch/import?kind=companies-json&file=x.json[&skip=1][&anyway=2,5] - imports a
// batch file, streaming its progress as NDJSON (admins only); `anyway` names the probable
// duplicates to import (by item or line number), the others are skipped

import { importBatch } from "@/lib/admin/batch/import-batch";
import { readBatchBody } from "@/lib/admin/batch/read-batch-body";
import { withAdmin } from "@/lib/auth/require-admin";
import { parseBatchKind, parseItemNumbers, type BatchEvent } from "@/lib/domain/batch/batch-kinds";

export const POST = withAdmin(async (request, _context, admin) => {
  const params = new URL(request.url).searchParams;
  const kind = parseBatchKind(params.get("kind"));
  if (!kind)
    return Response.json({ ok: false, message: "Unknown kind of batch file" }, { status: 400 });
  const importAnyway = parseItemNumbers(params.get("anyway"));
  if (!importAnyway)
    return Response.json(
      { ok: false, message: "anyway: must list item numbers, such as 2,5" },
      { status: 400 },
    );
  const body = await readBatchBody(request);
  if (!body.ok) return Response.json(body, { status: 413 });
  const options = {
    fileName: (params.get("file") ?? "").slice(0, 200) || "upload",
    skipProblems: params.get("skip") === "1",
    importAnyway,
  };

  const encoder = new TextEncoder();
  let listening = true;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: BatchEvent) => {
        if (!listening) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          listening = false;
        }
      };
      // The import runs to its end even when the page is left: it is not tied to the stream.
      importBatch(admin, kind, body.bytes, options, send)
        .catch((error) => {
          console.error("Batch import failed:", error);
          send({ type: "error", message: "An error occurred during import" });
        })
        .finally(() => {
          if (listening) controller.close();
          listening = false;
        });
    },
    cancel() {
      listening = false;
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "application/x-ndjson; charset=utf-8" },
  });
});
