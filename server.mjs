// The production server (npm start): Next.js behind the site's security headers, the build's
// compressed scripts and styles, and a 10-second micro-cache of the pages it caches, for
// anonymous visitors (see lib/http/).
import http from "node:http";
import os from "node:os";
import { listenAddresses, listenAlso } from "./lib/http/listen-address.mjs";
import { createMicroCache } from "./lib/http/micro-cache.mjs";
import { servePrecompressed } from "./lib/http/precompressed.mjs";
import { VISITOR_QUERY_HEADER, withoutVisitorQuery } from "./lib/http/query-free-pages.mjs";
import { forgetOnEveryWrite } from "./lib/redis/news.mjs";
import { parseEmbedParentOrigins } from "./lib/http/embed-parent-origins.mjs";
import {
  SERVER_SETS_HEADERS,
  securityHeaders,
  setDefaultsBeforeHead,
} from "./lib/http/security-headers.mjs";

process.env.NODE_ENV = "production";
const { default: next } = await import("next");

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

const https = (process.env.NEXTAUTH_URL ?? "").startsWith("https:");
// Origins that may frame the admin's embedded headline form (lib/env.ts documents it); a bad
// entry has already stopped the server in app.prepare(), with lib/env.ts's message.
const embedParents = parseEmbedParentOrigins(process.env.EMBED_PARENT_ORIGINS);
const cache = createMicroCache({ ttlMs: 10_000, maxEntries: 1000 });
// After a write on any server, visitors get the pages as they are now, not a 10-second copy.
forgetOnEveryWrite(() => cache.clear());
// Which server answered, for operators behind a load balancer (with Next's x-nextjs-cache,
// whether it rendered the page or served it from the cache).
const servedBy = process.env.SERVER_NAME || `${os.hostname()}:${port}`;
// The connection's own address ends X-Forwarded-For, as a proxy would append it, so that what
// a client sends in that header cannot hide who it is (see lib/http/client-ip.ts).
function appendPeerAddress(req) {
  const forwarded = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = [forwarded, req.socket.remoteAddress].filter(Boolean).join(", ");
}

const [address, ...moreAddresses] = listenAddresses();
const server = http
  .createServer(async (req, res) => {
    appendPeerAddress(req);
    const { url, query } = withoutVisitorQuery(req.url ?? "/");
    req.url = url;
    req.headers[VISITOR_QUERY_HEADER] = query;
    req.headers[SERVER_SETS_HEADERS] = "1";
    setDefaultsBeforeHead(res, securityHeaders(req.url ?? "/", { https, embedParents }));
    res.setHeader("x-served-by", servedBy);
    if (await servePrecompressed(req, res)) return;
    cache.handle(req, res, () => handle(req, res));
  })
  .listen(port, address);
const listening = await listenAlso(server, port, moreAddresses);
console.log(`Ready on http://localhost:${port} (listening on ${listening.join(", ")})`);
