import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships its own WASM and data files; bundling them breaks their lookup.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  async redirects() {
    return [{ source: "/events", destination: "/headlines", permanent: false }];
  },
};

export default nextConfig;
