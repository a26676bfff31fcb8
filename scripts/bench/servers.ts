import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

export type ChildServer = {
  name: string;
  url: string;
  child: ChildProcess;
  lastLines: () => string;
};

const running = new Set<ChildServer>();

/** A TCP port that is free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns a server in its own process group (so stopping it also stops anything it forked). */
function startServer(
  name: string,
  url: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
) {
  const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 20));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const server: ChildServer = { name, url, child, lastLines: () => lines.join("\n") };
  running.add(server);
  return server;
}

/** The baseline: a bare Node http server answering "ok". */
export function startPlainServer(port: number): ChildServer {
  const code = `require("http").createServer((q, s) => s.end("ok")).listen(${port})`;
  return startServer(
    "plain server",
    `http://127.0.0.1:${port}`,
    process.execPath,
    ["-e", code],
    process.env,
  );
}

/** Where a server's data lives: the embedded database in a directory, or a PostgreSQL URL. */
export type BenchDatabase = { name: string; dataDir: string } | { name: string; url: string };

/**
 * The production server (`npm start`: server.mjs) on the existing build and the given database;
 * `extra` adds or overrides variables (REDIS_URL, SERVER_NAME, the development sign-in).
 */
export function startNextServer(
  port: number,
  database: BenchDatabase,
  extra: Record<string, string> = {},
): ChildServer {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: "dataDir" in database ? database.dataDir : "",
    DATABASE_URL: "url" in database ? database.url : "",
    NEXTAUTH_SECRET: "bench-secret",
    NEXTAUTH_URL: `http://localhost:${port}`,
    NODE_ENV: "production",
    PORT: String(port),
    // The benchmark measures the site, not GitHub (which this machine cannot reach).
    GITHUB_SYNC: "off",
  };
  delete env.AUTH_DEV_LOGIN;
  delete env.REDIS_URL;
  return startServer("npm start", `http://127.0.0.1:${port}`, process.execPath, ["server.mjs"], {
    ...env,
    ...extra,
  });
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Fails, with the server's last output, when it is no longer running. */
export function assertRunning(server: ChildServer) {
  if (!hasExited(server.child)) return;
  const how = server.child.exitCode ?? server.child.signalCode;
  throw new Error(`${server.name} exited early (${how}). Last output:\n${server.lastLines()}`);
}

/** Resolves once `server` answers HTTP on / (any status); fails if it exits or times out. */
export async function waitUntilAnswering(server: ChildServer, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    assertRunning(server);
    const answered = await fetch(`${server.url}/`, { signal: AbortSignal.timeout(5000) }).then(
      async (response) => (await response.arrayBuffer(), true),
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `${server.name} did not answer within ${timeoutMs / 1000} s. Last output:\n${server.lastLines()}`,
  );
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops a server started here: SIGTERM, then SIGKILL after 5 s. */
export async function stopServer(server: ChildServer) {
  running.delete(server);
  if (hasExited(server.child)) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  signalGroup(server.child, "SIGTERM");
  const timer = setTimeout(() => signalGroup(server.child, "SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

/** Stops every server started here. */
export async function stopAll() {
  await Promise.all([...running].map(stopServer));
}

// Last resort when the process ends without reaching stopAll (uncaught error, process.exit).
process.on("exit", () => running.forEach((server) => signalGroup(server.child, "SIGKILL")));
