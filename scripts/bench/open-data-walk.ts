import fs from "node:fs";
import type { ChildServer } from "./servers";

/** A full walk of the company list by its `next` cursor. */
export type CursorWalk = {
  ms: number;
  requests: number;
  rows: number;
  /** Rows whose shortname (or name) an earlier page already had. */
  repeated: number;
  failure: string | null;
};

type ApiPage = { data: { shortname?: string; name?: string }[]; next: string | null };

/** Walks `/api/v1/companies?limit=100` to its end, following each page's `next` URL. */
export async function walkCursor(baseUrl: string): Promise<CursorWalk> {
  const seen = new Set<string>();
  const walk: CursorWalk = { ms: 0, requests: 0, rows: 0, repeated: 0, failure: null };
  const started = performance.now();
  let url: string | null = `${baseUrl}/api/v1/companies?limit=100`;
  while (url) {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    walk.requests++;
    if (!response.ok) {
      walk.failure = `${response.status} at ${url}`;
      await response.arrayBuffer();
      break;
    }
    const page = (await response.json()) as ApiPage;
    for (const row of page.data) {
      const key = row.shortname ?? row.name ?? JSON.stringify(row);
      if (seen.has(key)) walk.repeated++;
      seen.add(key);
    }
    walk.rows += page.data.length;
    url = page.next ? new URL(page.next, baseUrl).toString() : null;
  }
  walk.ms = performance.now() - started;
  return walk;
}

/** A download of /data/companies.json, and what the server's memory did meanwhile. */
export type DataDownload = {
  ms: number;
  firstByteMs: number;
  bytes: number;
  /** The server's resident memory just before the download, and its highest during it. */
  rssBefore: number;
  rssPeak: number;
  /** Whether the file came whole (a JSON array) and a second request with its ETag got 304. */
  complete: boolean;
  notModified: boolean;
};

// The server's resident memory (VmRSS of /proc), in bytes; 0 where /proc is not readable.
function residentBytes(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

const RSS_EVERY_MS = 10;

/** Downloads the companies JSON, reading it as it streams, sampling the server's RSS. */
export async function downloadCompaniesJson(server: ChildServer): Promise<DataDownload> {
  const pid = server.child.pid;
  const rssBefore = residentBytes(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(
    () => (rssPeak = Math.max(rssPeak, residentBytes(pid))),
    RSS_EVERY_MS,
  );
  const started = performance.now();
  try {
    const url = `${server.url}/data/companies.json`;
    const response = await fetch(url, { signal: AbortSignal.timeout(300_000) });
    const firstByteMs = performance.now() - started;
    let bytes = 0;
    let tail = "";
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      bytes += chunk.byteLength;
      tail = (tail + decoder.decode(chunk, { stream: true })).slice(-16);
    }
    const ms = performance.now() - started;
    const etag = response.headers.get("etag") ?? "";
    const again = await fetch(url, { headers: { "if-none-match": etag } });
    await again.arrayBuffer();
    return {
      ms,
      firstByteMs,
      bytes,
      rssBefore,
      rssPeak,
      complete: response.ok && tail.trimEnd().endsWith("]"),
      notModified: again.status === 304,
    };
  } finally {
    clearInterval(sampler);
  }
}
