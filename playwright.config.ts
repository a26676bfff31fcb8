import { defineConfig, devices } from "@playwright/test";
import { APP_PORT as PORT, FEED_URL } from "./tests/e2e/servers";

const baseURL = `http://localhost:${PORT}`;

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

export default defineConfig({
  testDir: "tests/e2e",
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
      command: "node tests/e2e/feed-server.mjs",
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
      env: {
        DATABASE_URL: "",
        DATA_DIR: ".data/e2e",
        PORT: String(PORT),
        AUTH_DEV_LOGIN: "true",
        ADMIN_EMAILS: "admin@example.com",
        NEXTAUTH_URL: baseURL,
        NEXTAUTH_SECRET: "e2e-secret",
        BLOG_FEED_URL: `${FEED_URL}/feed.xml`,
        SAFE_FETCH_ALLOW_LOOPBACK: "true",
        // The browser tests play a proxy: each test that submits forms names its own client
        // address in X-Forwarded-For, so that tests do not share a rate-limit count.
        TRUSTED_PROXIES: "127.0.0.1,::1",
      },
    },
  ],
});
