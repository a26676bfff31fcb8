import "server-only";
import { FILE_TOO_LARGE_MESSAGE, MAX_BATCH_FILE_BYTES } from "@/lib/domain/batch/file-limit";
import { readCappedBody } from "@/lib/http/read-capped-body";

export type BatchBody = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/**
 * The uploaded file of a batch request, read up to the 20 MB limit: a larger one is refused
 * from its announced length, or as soon as more bytes arrive, never read whole.
 */
export async function readBatchBody(request: Request): Promise<BatchBody> {
  const bytes = await readCappedBody(request, MAX_BATCH_FILE_BYTES);
  return bytes ? { ok: true, bytes } : { ok: false, message: FILE_TOO_LARGE_MESSAGE };
}
