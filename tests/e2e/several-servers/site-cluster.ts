// The site as operators run it on several servers: nginx (on deploy/nginx-coss.conf) in front
// of two `node server.mjs` of the production build, on one throwaway PostgreSQL with the demo
// data and one redis-server. For tests/e2e/several-servers.spec.ts.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPostgres } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { seedDemoData } from "@/lib/seed/demo-data";
import { postgresBinaries, startPostgresCluster } from "../../fixtures/postgres-cluster";
import { hasRedis, startRedis, type RedisServer } from "../../fixtures/redis-server";
import { SEVERAL_SERVERS_PORTS as PORTS } from "../servers";

export const NGINX_BINARY = "/usr/sbin/nginx";
export const NGINX_CONF = "deploy/nginx-coss.conf";

export type ServerName = "a" | "b";

export type SiteCluster = {
  balancer: string;
  url: (server: ServerName) => string;
  redis: RedisServer;
  /** What a server printed so far. */
  output: (server: ServerName) => string;
  stopServer: (server: ServerName) => Promise<void>;
  stop: () => Promise<void>;
};

/** Whether this machine has what the cluster needs (.ci/run installs it). */
export const canRunCluster = () =>
  postgresBinaries() !== null && hasRedis() && fs.existsSync(NGINX_BINARY);

export async function startSiteCluster(): Promise<SiteCluster> {
  const postgres = await startPostgresCluster(postgresBinaries()!);
  const databaseUrl = await seededDatabase(postgres.adminUrl);
  const redis = await startRedis();
  const balancer = `http://127.0.0.1:${PORTS.balancer}`;
  const servers = {
    a: await startServer("a", PORTS.a, {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      balancer,
    }),
    b: await startServer("b", PORTS.b, {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      balancer,
    }),
  };
  const nginx = await startNginx();
  return {
    balancer,
    url: (server) => `http://127.0.0.1:${PORTS[server]}`,
    redis,
    output: (server) => servers[server].output(),
    stopServer: (server) => servers[server].stop(),
    async stop() {
      await nginx.stop();
      await Promise.all([servers.a.stop(), servers.b.stop()]);
      await redis.stop();
      postgres.stop();
    },
  };
}

async function seededDatabase(adminUrl: string): Promise<string> {
  const admin = await openPostgres(adminUrl);
  await admin.db.execute("create database coss");
  await admin.close();
  const url = adminUrl.replace(/\/postgres$/, "/coss");
  const database = await openPostgres(url);
  await applyMigrations(database);
  await seedDemoData(database.db);
  await database.close();
  return url;
}

type Running = { stop: () => Promise<void>; output: () => string };

async function untilExit(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => child.once("exit", () => resolve()));
}

async function startServer(
  name: ServerName,
  port: number,
  { DATABASE_URL, REDIS_URL, balancer }: Record<string, string>,
): Promise<Running> {
  let output = "";
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      SERVER_NAME: name,
      DATABASE_URL,
      REDIS_URL,
      NEXTAUTH_URL: balancer,
      NEXTAUTH_SECRET: "several-servers-secret",
      AUTH_DEV_LOGIN: "true",
      ADMIN_EMAILS: "admin@example.com",
      // nginx, on this machine, is the proxy whose X-Forwarded-For the servers believe.
      TRUSTED_PROXIES: "127.0.0.1",
      LISTEN_ADDRESS: "127.0.0.1",
    },
  });
  const read = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on("data", read);
  child.stderr!.on("data", read);
  const deadline = Date.now() + 120_000;
  while (!output.includes("Ready on")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server ${name} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await untilExit(child);
    },
  };
}

/** nginx on the repository's configuration, its addresses made the test's. */
async function startNginx(): Promise<{ stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coss-nginx-"));
  // nginx's workers run as an unprivileged user and keep their buffers here.
  fs.chmodSync(dir, 0o777);
  const site = fs
    .readFileSync(NGINX_CONF, "utf8")
    .replace("127.0.0.1:3001", `127.0.0.1:${PORTS.a}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${PORTS.b}`)
    .replace("listen 8080;", `listen 127.0.0.1:${PORTS.balancer};`);
  fs.writeFileSync(path.join(dir, "coss.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join("\n  ");
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  ${temp}
  include ${dir}/coss.conf;
}
`,
  );
  const child = spawn(NGINX_BINARY, ["-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], {
    stdio: "inherit",
  });
  const deadline = Date.now() + 10_000;
  while (!(await answers(`http://127.0.0.1:${PORTS.balancer}/robots.txt`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start: ${fs.readFileSync(`${dir}/error.log`, "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async stop() {
      child.kill("SIGQUIT");
      await untilExit(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}
