import { register } from "node:module";
import { defineConfig, devices } from "@playwright/test";
import {
  ADMIN_APP_PORT,
  ADMIN_APP_URL,
  DUB_STANDIN_PORT,
  APP_PORT as PORT,
  FEED_PORT,
  FEED_URL,
  HEADLINE_DESK_ADMIN_ENV,
  POSTGRES_PORT,
  SOCIAL_ADMIN_ENV,
  STATE_PORTS,
} from "./tests/e2e/servers";

// The tests import server modules (lib/db, lib/admin) outside Next: see scripts/outside-next.
register("./scripts/outside-next/hooks.mjs", import.meta.url);

// Visitors reach the site as 127.0.0.1 while NEXTAUTH_URL names localhost: nothing may depend
// on the two being the same host.
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium; Playwright never downloads a browser here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/** The environment of an app server of the browser tests. */
function appEnv(port: number, dataDir: string) {
  const url = `http://localhost:${port}`;
  return {
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    PORT: String(port),
    AUTH_DEV_LOGIN: "true",
    ADMIN_EMAILS: "admin@example.com",
    NEXTAUTH_URL: url,
    NEXTAUTH_SECRET: "e2e-secret",
    BLOG_FEED_URL: `${FEED_URL}/feed.xml`,
    SAFE_FETCH_ALLOW_LOOPBACK: "true",
    // No test server reaches GitHub; the sync is tested against a stand-in of its own.
    GITHUB_SYNC: "off",
    DUB_API_URL: `http://127.0.0.1:${DUB_STANDIN_PORT}`,
    // The browser tests play a proxy: each test that submits forms names its own client
    // address in X-Forwarded-For, so that tests do not share a rate-limit count.
    TRUSTED_PROXIES: "127.0.0.1,::1",
  };
}

// The same build over a PostgreSQL server whose tables a test breaks and mends
// (tests/e2e/recovery.spec.ts); it stops its throwaway cluster on SIGTERM.
const postgresApp = {
  command: `npx tsx --import ./scripts/outside-next/register.mjs tests/e2e/postgres-app.ts`,
  url: `http://127.0.0.1:${POSTGRES_PORT}/robots.txt`,
  timeout: 180_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  env: appEnv(POSTGRES_PORT, ".data/e2e-postgres"),
  // Its reads fail on purpose during the test.
  stderr: "ignore" as const,
};

// E2E_SMOKE=1: the tests tagged SMOKE (tests/e2e/helpers.ts) alone, on the servers they use.
const smoke = process.env.E2E_SMOKE === "1";

export default defineConfig({
  testDir: "tests/e2e",
  grep: smoke ? /@smoke/ : undefined,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // The first visit of a page state renders it on the server (then it is cached); on two
  // busy cores that can take more than Playwright's default 5 s.
  expect: { timeout: 10_000 },
  use: { baseURL, trace: "retain-on-failure", launchOptions: chromium },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: [
    {
      command: `FEED_PORT=${FEED_PORT} node tests/e2e/feed-server.mjs`,
      url: `${FEED_URL}/health`,
      reuseExistingServer: false,
    },
    {
      // The production server (npm start) on the build that npm run test:e2e makes first,
      // with its own fresh data directory.
      command: "rm -rf .data/e2e && node server.mjs",
      url: baseURL,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: appEnv(PORT, ".data/e2e"),
    },
    // The same build over its own demo data, where the editors' tests write.
    {
      command: "rm -rf .data/e2e-admin && node server.mjs",
      url: `${ADMIN_APP_URL}/robots.txt`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        ...appEnv(ADMIN_APP_PORT, ".data/e2e-admin"),
        ...HEADLINE_DESK_ADMIN_ENV,
        ...SOCIAL_ADMIN_ENV,
      },
    },
    // The same build over a database without content, and over one whose reads fail, for
    // the pages' empty and error states (tests/e2e/states.spec.ts).
    ...(smoke ? [] : (["empty", "broken"] as const)).map((state) => {
      const port = STATE_PORTS[state];
      const dataDir = `.data/e2e-${state}`;
      return {
        command: `npx tsx --import ./scripts/outside-next/register.mjs tests/e2e/state-database.ts ${dataDir} ${state} && node server.mjs`,
        // Ready when it answers; its pages may well fail on purpose.
        url: `http://127.0.0.1:${port}/robots.txt`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: appEnv(port, dataDir),
        // The broken database's failures are expected and logged by the hundred.
        stderr: state === "broken" ? ("ignore" as const) : ("pipe" as const),
      };
    }),
    ...(smoke ? [] : [postgresApp]),
  ],
});
