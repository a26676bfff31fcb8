// Writes the compressed copies of the build's scripts and styles that server.mjs serves
// (lib/http/precompressed.mjs): `npm run build` runs it last, after the chunks are final.
import { precompressStatic } from "../lib/http/precompressed.mjs";

const files = await precompressStatic();
console.log(`Compressed ${files} static files (brotli and gzip).`);
