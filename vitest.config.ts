import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/integration/postgres-server.ts"],
    reporters: ["verbose"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each worker holds a PGlite template (~0.8 GB); two workers fit these machines well.
    maxWorkers: 2,
  },
});
