import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressStatic, servePrecompressed } from "@/lib/http/precompressed.mjs";

// A build's static folder served the way server.mjs serves it: the compressed copies first,
// anything else by the next handler (standing in for Next.js).
describe("the build's compressed scripts and styles", () => {
  const script = `console.log("${"a chunk of the framework ".repeat(200)}");`;
  let dist: string;
  let server: http.Server;
  let origin: string;
  let compressed: number;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "precompressed-"));
    await mkdir(path.join(dist, "static", "chunks"), { recursive: true });
    await mkdir(path.join(dist, "static", "media"), { recursive: true });
    await writeFile(path.join(dist, "static", "chunks", "app.js"), script);
    await writeFile(path.join(dist, "static", "chunks", "site.css"), "body{margin:0}");
    await writeFile(path.join(dist, "static", "media", "icon.svg"), "<svg/>");
    await writeFile(path.join(dist, "secret.js"), "not public");
    compressed = await precompressStatic(dist);
    server = http.createServer(async (req, res) => {
      if (await servePrecompressed(req, res, dist)) return;
      res.end("from next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await rm(dist, { recursive: true, force: true });
  });

  // A raw request: the body as it came over the wire, not decoded.
  const get = (url: string, acceptEncoding?: string, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
        http
          .request(`${origin}${url}`, { method, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk) => chunks.push(chunk));
            res.on("end", () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on("error", reject)
          .end();
      },
    );

  it("writes a brotli and a gzip copy of each script and style, and no other file", async () => {
    expect(compressed).toBe(2);
    expect((await readdir(path.join(dist, "static", "chunks"))).sort()).toEqual([
      "app.js",
      "app.js.br",
      "app.js.gz",
      "site.css",
      "site.css.br",
      "site.css.gz",
    ]);
    expect(await readdir(path.join(dist, "static", "media"))).toEqual(["icon.svg"]);
  });

  it("answers with brotli when the client takes it, else gzip, with long caching", async () => {
    const br = await get("/_next/static/chunks/app.js?v=1", "gzip, deflate, br, zstd");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get("/_next/static/chunks/site.css", "gzip, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(gunzipSync(gzip.body).toString()).toBe("body{margin:0}");

    const head = await get("/_next/static/chunks/app.js", "br", "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leaves to Next a client that takes neither, other files and any other path", async () => {
    for (const [url, encoding] of [
      ["/_next/static/chunks/app.js", undefined],
      ["/_next/static/chunks/app.js", "identity"],
      ["/_next/static/media/icon.svg", "br"],
      ["/_next/static/chunks/missing.js", "br"],
      ["/_next/static/../secret.js", "br"],
      ["/_next/static/chunks/%2e%2e/%2e%2e/secret.js", "br"],
      ["/stats", "br"],
    ] as const) {
      const answer = await get(url, encoding);
      expect(answer.headers["content-encoding"], url).toBeUndefined();
      expect(answer.body.toString(), url).toBe("from next");
    }
  });
});
