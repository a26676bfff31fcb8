import path from "node:path";
import type { NextConfig } from "next";
import { parseEmbedParentOrigins } from "./lib/http/embed-parent-origins.mjs";
import { nextConfigHeaders } from "./lib/http/security-headers.mjs";
import { PAGES, REDIRECTS } from "./lib/routes";

const nextConfig: NextConfig = {
  // PGlite ships its own WASM and data files; bundling them breaks their lookup. The card
  // renderer's native binary (resvg) and satori's WASM layout engine load from node_modules.
  serverExternalPackages: ["@electric-sql/pglite", "@resvg/resvg-js", "satori"],
  poweredByHeader: false,
  // A path no route matches gets app/global-not-found.tsx, rendered on each request (so that
  // it names the site as site_info says) without making every page's own tree dynamic.
  experimental: { globalNotFound: true },
  // Cached pages (ISR) live in a bounded in-memory LRU, not on disk (the cache handler below
  // never writes them). They are rebuilt on demand after a restart, always from the database
  // the server runs on.
  cacheMaxMemorySize: 128 * 1024 * 1024,
  // With REDIS_URL, the cached pages are shared by every server through Redis; without it (or
  // while Redis is away) the handler keeps them in the in-memory LRU above, as Next would.
  cacheHandler: path.resolve("lib/cache/redis-cache-handler.mjs"),
  // The security headers (framing rules included), for `next start` and platforms without
  // server.mjs, from the module server.mjs fills them in from. Read at build and start.
  async headers() {
    return nextConfigHeaders({
      https: (process.env.NEXTAUTH_URL ?? "").startsWith("https:"),
      embedParents: parseEmbedParentOrigins(process.env.EMBED_PARENT_ORIGINS),
    });
  },
  async redirects() {
    return [...REDIRECTS];
  },
  // Pages without parameters onto the routes that are cached as static pages (ISR), from the
  // route table (lib/routes.ts). The lists are routed by proxy.ts, through their codecs.
  async rewrites() {
    return {
      beforeFiles: PAGES.map(({ path, cachedRoute }) => ({
        source: path,
        destination: cachedRoute,
      })),
    };
  },
};

export default nextConfig;
