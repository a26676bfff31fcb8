// Two fixes to Next.js 16.4.5 (package.json pins it), applied after each install. Each costs
// the main thread a few milliseconds of every page rendered for the page cache (ISR), which is
// where a server under load queues (docs/benchmark.md, the GitHub section):
// - the page cache measures every entry with JSON.stringify to enforce a size limit that
//   applies to fetch entries only; for a page that spells out its payload's bytes one number
//   at a time (3.2 ms of a company page): it is measured only when the limit applies;
// - a page's ETag is a hash computed in JavaScript (1.4 ms of a company page's HTML): it is
//   computed by Node's native SHA-1 instead, as strong an identifier of the bytes.
// Each fix replaces one exact piece of Next's code. After an upgrade that changed it, the
// install says which fix no longer applies; the site works without it, only slower.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const NEXT = path.join(import.meta.dirname, "..", "node_modules", "next", "dist");

const FIXES = [
  {
    name: "the page cache's size check",
    file: "compiled/next-server/app-page-turbo.runtime.prod.js",
    from: "let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152",
    to: "let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152",
  },
  {
    name: "the pages' ETag",
    // The build bundles Next's ES modules; an import may stand anywhere at a module's top.
    file: "esm/server/lib/etag.js",
    from: `export const generateETag = (payload, weak = false)=>{
    const prefix = weak ? 'W/"' : '"';
    return prefix + fnv1a52(payload).toString(36) + payload.length.toString(36) + '"';`,
    to: `import { createHash } from "node:crypto";
export const generateETag = (payload, weak = false)=>{
    const prefix = weak ? 'W/"' : '"';
    return prefix + createHash("sha1").update(payload).digest("base64url") + '"';`,
  },
];

for (const { name, file, from, to } of FIXES) {
  const target = path.join(NEXT, file);
  const code = readFileSync(target, "utf8");
  if (code.includes(to)) continue;
  if (code.split(from).length !== 2) {
    console.warn(`Next.js fix not applied, ${name}: its code changed in next/dist/${file}.`);
    continue;
  }
  writeFileSync(target, code.replace(from, to));
}
