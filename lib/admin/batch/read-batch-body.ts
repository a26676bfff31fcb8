import "server-only";
import { FILE_TOO_LARGE_MESSAGE, MAX_BATCH_FILE_BYTES } from "@/lib/domain/batch/file-limit";

export type BatchBody = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/**
 * The uploaded file of a batch request, read up to the 20 MB limit: a larger one is refused
 * from its announced length, or as soon as more bytes arrive, never read whole.
 */
export async function readBatchBody(request: Request): Promise<BatchBody> {
  const announced = Number(request.headers.get("content-length") ?? 0);
  if (announced > MAX_BATCH_FILE_BYTES) return { ok: false, message: FILE_TOO_LARGE_MESSAGE };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BATCH_FILE_BYTES) {
      await reader.cancel();
      return { ok: false, message: FILE_TOO_LARGE_MESSAGE };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
