import path from "node:path";
import { defineConfig } from "vitest/config";

// Two projects: `unit` (pure code, no database; `vitest run --project unit` starts no
// PostgreSQL cluster) and `integration` (databases, local servers). The global setup that
// starts the cluster belongs to the integration project alone: Vitest runs a project's
// global setup only when that project has tests to run, but the root config's always.
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests import server modules outside Next: the `server-only` guard resolves to its
      // empty module there, as on Next's server (see scripts/outside-next).
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    reporters: ["verbose"],
    // Each worker holds a PGlite template (~0.8 GB); two workers fit these machines well.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/postgres-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
