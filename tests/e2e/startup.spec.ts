import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { devSignIn } from "./helpers";
import { startOwnServer } from "./own-server";
import { STARTUP_PORT } from "./servers";

const run = promisify(execFile);
const LISTEN_DATA_DIR = ".data/e2e-listen";

/** Starts `node server.mjs` with `env`, expecting it to refuse: what it exited with and said. */
async function refusedStart(env: Record<string, string>) {
  const failure = await run(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      PORT: String(STARTUP_PORT),
      DATA_DIR: ".data/e2e-refused",
      DATABASE_URL: "",
      AUTH_DEV_LOGIN: "true",
      GITHUB_SYNC: "off",
      ...env,
    },
    timeout: 60_000,
  }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure?.code).toBe(1);
  return failure!.stderr;
}

// A mistyped REDIS_URL would silently leave each server on its own: it stops the start instead.
test("with a REDIS_URL that is no redis:// URL the server refuses to start, naming it", async () => {
  const stderr = await refusedStart({
    NEXTAUTH_URL: `http://localhost:${STARTUP_PORT}`,
    REDIS_URL: "localhost:6379",
  });
  expect(stderr).toContain("REDIS_URL must be a redis:// or rediss:// URL");
});

// The development sign-in can never reach a public server by accident.
test("with AUTH_DEV_LOGIN=true and a public NEXTAUTH_URL the server refuses to start, in one line", async () => {
  const stderr = await refusedStart({
    NEXTAUTH_URL: "https://coss.example.org",
    NEXTAUTH_SECRET: "",
  });
  const lines = stderr
    .trim()
    .split("\n")
    .filter((line) => line.startsWith("Cannot start"));
  expect(lines).toEqual([
    expect.stringMatching(
      /^Cannot start: AUTH_DEV_LOGIN=true is only allowed when NEXTAUTH_URL is a loopback address/,
    ),
  ]);
});

test("with SAFE_FETCH_ALLOW_LOOPBACK=true and a public NEXTAUTH_URL the server refuses to start", async () => {
  const stderr = await refusedStart({
    AUTH_DEV_LOGIN: "",
    SAFE_FETCH_ALLOW_LOOPBACK: "true",
    NEXTAUTH_URL: "https://coss.example.org",
    NEXTAUTH_SECRET: "startup-secret",
  });
  expect(stderr).toContain(
    "Cannot start: SAFE_FETCH_ALLOW_LOOPBACK=true is only allowed when NEXTAUTH_URL is a loopback address (it is https://coss.example.org)",
  );
});

const startDemoServer = (env: Record<string, string>) =>
  startOwnServer({ port: STARTUP_PORT, dataDir: LISTEN_DATA_DIR, env });

/** Whether a TCP connection to host:port is accepted ("refused" otherwise). */
function connect(host: string, port = STARTUP_PORT): Promise<"accepted" | string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve("accepted");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

// Any 127.x address reaches this machine, but only a server bound to every interface (or to
// it) answers on 127.0.0.2: refused there means the server listens on 127.0.0.1/::1 alone.
test.describe("the demo server with the development sign-in", () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(() => fs.rmSync(LISTEN_DATA_DIR, { recursive: true, force: true }));

  test("listens on this machine's loopback addresses only, and its sign-in works there", async ({
    page,
  }) => {
    const server = await startDemoServer({});
    try {
      expect(await connect("127.0.0.1")).toBe("accepted");
      expect(await connect("127.0.0.2")).toBe("ECONNREFUSED");
      const ipv6 = server.output().includes("127.0.0.1, ::1");
      if (ipv6) expect(await connect("::1")).toBe("accepted");

      // Signed with a secret made for this installation, kept in its data directory.
      const secretFile = path.join(LISTEN_DATA_DIR, "auth-secret");
      expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
      await devSignIn(
        page,
        "admin@example.com",
        `http://127.0.0.1:${STARTUP_PORT}/login?callbackUrl=%2Fadmin`,
      );
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    } finally {
      await server.stop();
    }
  });

  test("listens where LISTEN_ADDRESS says", async () => {
    const server = await startDemoServer({ LISTEN_ADDRESS: "0.0.0.0" });
    try {
      expect(await connect("127.0.0.2")).toBe("accepted");
    } finally {
      await server.stop();
    }
  });
});

// A GitHub API URL that is no http(s) URL would fail every sync quietly: it stops the start.
test("with a GITHUB_API_URL that is no http(s) URL the server refuses to start, naming it", async () => {
  const stderr = await refusedStart({
    NEXTAUTH_URL: `http://localhost:${STARTUP_PORT}`,
    GITHUB_API_URL: "ftp://x",
  });
  expect(stderr).toContain(
    "Cannot start: Invalid environment: GITHUB_API_URL must be an http:// or https:// URL",
  );
});
