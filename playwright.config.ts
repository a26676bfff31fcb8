import { defineConfig, devices } from "@playwright/test";

const PORT = 3100;
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
  use: { baseURL, trace: "retain-on-failure", launchOptions: chromium },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: {
    // The production build (npm run test:e2e builds first) on its own, fresh data directory.
    command: `rm -rf .data/e2e && node_modules/.bin/next start -p ${PORT}`,
    url: baseURL,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      DATABASE_URL: "",
      DATA_DIR: ".data/e2e",
      AUTH_DEV_LOGIN: "true",
      ADMIN_EMAILS: "admin@example.com",
      NEXTAUTH_URL: baseURL,
      NEXTAUTH_SECRET: "e2e-secret",
    },
  },
});
