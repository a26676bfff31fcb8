// Marks the built client chunks for eager compilation: `npm run build` runs it after `next build`.
//
// A script that starts with `//# allFunctionsCalledOnLoad` has its functions compiled by Chrome
// (136 and later) on the thread that streams it, while it downloads. Without the comment, each
// module's function is compiled on the main thread the first time it runs, and starting React
// and the router then blocks the main thread in one long task. The chunks are what pages load as
// they start (the framework's on every page, a route's own on its pages), so each gets the hint;
// the polyfills are left alone, as only browsers without modules load them. Other browsers read
// a comment.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Prepends the hint to every client chunk of the build in `distDir`; returns how many it marked. */
export async function markChunksForEagerCompile(distDir = ".next") {
  const manifest = JSON.parse(await readFile(path.join(distDir, "build-manifest.json"), "utf8"));
  if (!Array.isArray(manifest.polyfillFiles)) {
    throw new Error(`${distDir}/build-manifest.json does not list the polyfill files.`);
  }
  const polyfills = new Set(manifest.polyfillFiles.map((file) => path.basename(file)));
  const chunksDir = path.join(distDir, "static", "chunks");
  let marked = 0;
  for (const name of await readdir(chunksDir)) {
    if (!name.endsWith(".js") || polyfills.has(name)) continue;
    const file = path.join(chunksDir, name);
    const code = await readFile(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + code);
    marked += 1;
  }
  return marked;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const marked = await markChunksForEagerCompile();
  console.log(`Marked ${marked} client chunks for eager compilation.`);
}
