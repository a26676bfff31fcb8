// The build's static files (scripts and styles, named by their content's hash) compressed once
// when the site is built, rather than by Next.js on each request: brotli, which is smaller
// than gzip, and gzip for the clients without it. Next then answers only for what has no
// compressed copy, or for a client that accepts neither.
// Written in plain JavaScript because server.mjs, which runs without a build, loads it.
import { createReadStream } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { encodingWeight } from "./accept-encoding.mjs";

const STATIC_PREFIX = "/_next/static/";
const SAFE_PATH = /^[\w\-./~]+$/;
const CONTENT_TYPES = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};
/** The encodings written beside each file, the preferred first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];

const compressors = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
const COMPRESSION_OPTIONS = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
  gzip: { level: constants.Z_BEST_COMPRESSION },
};

/** Writes the brotli and gzip copies of every script and style under `distDir`/static. */
export async function precompressStatic(distDir = ".next") {
  const root = path.join(distDir, "static");
  let files = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !(path.extname(entry.name) in CONTENT_TYPES)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    for (const { name, suffix } of ENCODINGS) {
      await writeFile(file + suffix, await compressors[name](bytes, COMPRESSION_OPTIONS[name]));
    }
    files += 1;
  }
  return files;
}

/**
 * Answers a request for a static script or style with its compressed copy from `distDir`, if
 * the client accepts one and the copy exists; returns whether it answered.
 */
export async function servePrecompressed(req, res, distDir = ".next") {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const [pathname] = (req.url ?? "/").split("?");
  // The names Next writes are plain: anything else (an escape, a dot segment) is left to it.
  if (!pathname.startsWith(STATIC_PREFIX) || !SAFE_PATH.test(pathname)) return false;
  if (pathname.split("/").some((segment) => segment.startsWith("."))) return false;
  const contentType = CONTENT_TYPES[path.extname(pathname)];
  if (!contentType) return false;
  const file = path.join(distDir, "static", pathname.slice(STATIC_PREFIX.length));
  for (const { name, suffix } of ENCODINGS) {
    if (encodingWeight(req.headers["accept-encoding"], name) === 0) continue;
    const size = await stat(file + suffix).then(
      (found) => (found.isFile() ? found.size : null),
      () => null,
    );
    if (size === null) continue;
    res.writeHead(200, {
      "Content-Type": contentType,
      "Content-Encoding": name,
      "Content-Length": size,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    if (req.method === "HEAD") res.end();
    else
      createReadStream(file + suffix)
        .on("error", () => res.destroy())
        .pipe(res);
    return true;
  }
  return false;
}
