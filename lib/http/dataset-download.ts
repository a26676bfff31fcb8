import "server-only";
import { getDb } from "@/lib/db/client";
import { datasetInfo } from "@/lib/queries/open-data/dataset-info";
import { datasetFileName, type DatasetFile } from "@/lib/queries/open-data/dataset-files";

// As the cached pages: shared caches keep a download an hour and revalidate it with its ETag.
const CACHE_CONTROL = "s-maxage=3600, stale-while-revalidate=31532400";

/** Whether an If-None-Match header names `etag` (or any version, "*"). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

// The parts as a stream read at the pace of the client: the next batch is read from the
// database only once the previous one has been taken.
// A client that stops reading cancels the stream while a batch may be on its way: that batch
// is dropped, as the end of a download nobody reads is no failure.
function streamOf(parts: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await parts.next();
        if (cancelled) return;
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        if (cancelled) return;
        console.error("A dataset download failed:", error);
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      await parts.return(undefined);
    },
  });
}

/**
 * A download of the published dataset: 304 when the client holds this version, else the
 * file, written from the database a batch at a time as the client reads it.
 */
export async function datasetDownload(request: Request, file: DatasetFile): Promise<Response> {
  const info = await datasetInfo();
  const headers = { ETag: info.etag, "Cache-Control": CACHE_CONTROL };
  if (matchesEtag(request.headers.get("if-none-match"), info.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const db = await getDb();
  return new Response(streamOf(file.parts(db)), {
    headers: {
      ...headers,
      "Content-Type": `${file.contentType}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${datasetFileName(file, info.asOf)}"`,
    },
  });
}
