import type { NextConfig } from "next";

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
  // Security headers (framing rules included) are set by server.mjs, from
  // lib/http/security-headers.mjs, for every response.
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
