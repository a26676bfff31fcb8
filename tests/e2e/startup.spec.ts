import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { STARTUP_PORT } from "./servers";

const run = promisify(execFile);

// The development sign-in can never reach a public server by accident.
test("with AUTH_DEV_LOGIN=true and a public NEXTAUTH_URL the server refuses to start, in one line", async () => {
  const failure = await run(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      PORT: String(STARTUP_PORT),
      DATA_DIR: ".data/e2e-refused",
      DATABASE_URL: "",
      AUTH_DEV_LOGIN: "true",
      NEXTAUTH_URL: "https://coss.example.org",
      NEXTAUTH_SECRET: "",
    },
    timeout: 60_000,
  }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure?.code).toBe(1);
  const lines = failure!.stderr
    .trim()
    .split("\n")
    .filter((line) => line.startsWith("Cannot start"));
  expect(lines).toEqual([
    expect.stringMatching(
      /^Cannot start: AUTH_DEV_LOGIN=true is only allowed when NEXTAUTH_URL is a loopback address/,
    ),
  ]);
});
