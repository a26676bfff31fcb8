import { spawn } from "node:child_process";

export type OwnServer = { stop: () => Promise<void>; output: () => string };

/**
 * Starts `node server.mjs` on `port` over the embedded database in `dataDir` (filled with the
 * demo data when new) with the development sign-in, as `npm run demo` does, until it is ready.
 * The GitHub sync is off unless `env` turns it on.
 */
export async function startOwnServer({
  port,
  dataDir,
  env = {},
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  let output = "";
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AUTH_DEV_LOGIN: "true",
      GITHUB_SYNC: "off",
      ADMIN_EMAILS: "admin@example.com",
      NEXTAUTH_URL: `http://localhost:${port}`,
      NEXTAUTH_SECRET: "",
      LISTEN_ADDRESS: "",
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready on")) resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return {
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
