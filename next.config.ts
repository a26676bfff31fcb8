import type { NextConfig } from "next";
import { parseEmbedParentOrigins } from "./lib/http/embed-parent-origins.mjs";
import { nextConfigHeaders } from "./lib/http/security-headers.mjs";

const nextConfig: NextConfig = {
  // PGlite ships its own WASM and data files; bundling them breaks their lookup. The card
  // renderer's native binary (resvg) and satori's WASM layout engine load from node_modules.
  serverExternalPackages: ["@electric-sql/pglite", "@resvg/resvg-js", "satori"],
  poweredByHeader: false,
  // Cached pages (ISR) live in a bounded in-memory LRU, not on disk: every list state and
  // search is a cached page, and free text must not be able to fill the disk. They are
  // rebuilt on demand after a restart, always from the database the server runs on.
  cacheMaxMemorySize: 128 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  // The security headers (framing rules included), for `next start` and platforms without
  // server.mjs, from the module server.mjs fills them in from. Read at build and start.
  async headers() {
    return nextConfigHeaders({
      https: (process.env.NEXTAUTH_URL ?? "").startsWith("https:"),
      embedParents: parseEmbedParentOrigins(process.env.EMBED_PARENT_ORIGINS),
    });
  },
  async redirects() {
    return [{ source: "/events", destination: "/headlines", permanent: false }];
  },
  // Pages without parameters onto the routes that are cached as static pages (ISR). The
  // lists are routed by proxy.ts, through their codecs.
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/", destination: "/isr/home/index" },
        { source: "/about", destination: "/isr/about/index" },
        { source: "/showcase", destination: "/isr/showcase/index" },
        { source: "/submit", destination: "/isr/submit/index" },
        { source: "/contact", destination: "/isr/contact/index" },
      ],
    };
  },
};

export default nextConfig;
