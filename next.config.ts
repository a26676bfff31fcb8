import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships its own WASM and data files; bundling them breaks their lookup.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // Cached pages (ISR) live in a bounded in-memory LRU, not on disk: every list state and
  // search is a cached page, and free text must not be able to fill the disk. They are
  // rebuilt on demand after a restart, always from the database the server runs on.
  cacheMaxMemorySize: 128 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  // Only the forms under /embed may be framed, by any site; no other page may be.
  async headers() {
    return [
      {
        source: "/embed/:path*",
        headers: [{ key: "Content-Security-Policy", value: "frame-ancestors *" }],
      },
      {
        source: "/:path((?!embed(?:/|$)).*)",
        headers: [
          { key: "Content-Security-Policy", value: "frame-ancestors 'none'" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
  async redirects() {
    return [{ source: "/events", destination: "/headlines", permanent: false }];
  },
  // Public URLs onto the routes that are cached as static pages (ISR). Other list states
  // are mapped by proxy.ts, which runs only for them.
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/", destination: "/isr/home/index" },
        { source: "/about", destination: "/isr/about/index" },
        { source: "/showcase", destination: "/isr/showcase/index" },
        { source: "/submit", destination: "/isr/submit/index" },
        { source: "/contact", destination: "/isr/contact/index" },
        {
          source: "/organizations",
          has: [{ type: "query", key: "page", value: "(?<page>[2-9]|[1-9]\\d+)" }],
          destination: "/isr/organizations/page=:page",
        },
        { source: "/organizations", destination: "/isr/organizations/default" },
        {
          source: "/people",
          has: [{ type: "query", key: "page", value: "(?<page>[2-9]|[1-9]\\d+)" }],
          destination: "/isr/people/page=:page",
        },
        { source: "/people", destination: "/isr/people/default" },
        {
          source: "/headlines",
          has: [{ type: "query", key: "page", value: "(?<page>[2-9]|[1-9]\\d+)" }],
          destination: "/isr/headlines/page=:page",
        },
        { source: "/headlines", destination: "/isr/headlines/default" },
      ],
    };
  },
};

export default nextConfig;
