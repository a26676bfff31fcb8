import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, markChunksForEagerCompile } from "@/scripts/compile-hints.mjs";

describe("markChunksForEagerCompile", () => {
  let dist: string;
  const chunk = (name: string) => readFile(path.join(dist, "static", "chunks", name), "utf8");

  beforeEach(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "compile-hints-"));
    await mkdir(path.join(dist, "static", "chunks"), { recursive: true });
    const manifest = { polyfillFiles: ["static/chunks/polyfills.js"] };
    await writeFile(path.join(dist, "build-manifest.json"), JSON.stringify(manifest));
    for (const name of ["framework.js", "page.js", "polyfills.js"]) {
      await writeFile(path.join(dist, "static", "chunks", name), `console.log("${name}");`);
    }
    await writeFile(path.join(dist, "static", "chunks", "page.css"), "body{}");
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it("starts every client chunk but the polyfills with the hint, once", async () => {
    expect(await markChunksForEagerCompile(dist)).toBe(2);
    expect(await chunk("framework.js")).toBe(`${COMPILE_HINT}console.log("framework.js");`);
    expect(await chunk("page.js")).toBe(`${COMPILE_HINT}console.log("page.js");`);
    expect(await chunk("polyfills.js")).toBe(`console.log("polyfills.js");`);
    expect(await chunk("page.css")).toBe("body{}");

    expect(await markChunksForEagerCompile(dist)).toBe(0);
    expect(await chunk("page.js")).toBe(`${COMPILE_HINT}console.log("page.js");`);
  });

  it("fails the build when the manifest does not say which files are polyfills", async () => {
    await writeFile(path.join(dist, "build-manifest.json"), JSON.stringify({ pages: {} }));
    await expect(markChunksForEagerCompile(dist)).rejects.toThrow(
      "does not list the polyfill files",
    );
  });
});
