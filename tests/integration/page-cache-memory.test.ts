import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import RedisCacheHandler from "@/lib/cache/redis-cache-handler.mjs";

// Every list state and search is a cached page: they live in memory (and in Redis when it is
// configured), never on disk, so that free text cannot fill the disk.

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "coss-memory-cache-"));
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => {
    return fs.statSync(path.join(dir, name)).isFile();
  });

describe("the page cache without Redis", () => {
  it("keeps a page in memory and writes nothing, though Next's context asks to flush to disk", async () => {
    const serverDistDir = path.join(distDir, "server");
    fs.mkdirSync(serverDistDir, { recursive: true });
    fs.writeFileSync(path.join(distDir, "BUILD_ID"), "memory-build");
    const handler = new RedisCacheHandler({
      serverDistDir,
      fs: nodeFs,
      flushToDisk: true,
      maxMemoryCacheSize: 16 * 1024 * 1024,
      revalidatedTags: [],
      _requestHeaders: {},
    });
    const page = {
      kind: "APP_PAGE",
      html: "<p>a search for anything</p>",
      rscData: Buffer.from("rsc"),
      segmentData: new Map(),
      headers: { "x-next-cache-tags": "_N_T_/layout" },
      status: 200,
      postponed: undefined,
    };
    const key = "/live/organizations/search-anything";
    await handler.set(key, page as never, { cacheControl: { revalidate: 3600 } } as never);

    const kept = await handler.get(key, { kind: "APP_PAGE", isFallback: false } as never);
    expect(kept?.value).toMatchObject({ html: "<p>a search for anything</p>" });
    expect(filesUnder(distDir)).toEqual(["BUILD_ID"]);
  });
});
