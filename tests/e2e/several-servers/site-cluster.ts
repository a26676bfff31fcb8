// The site as operators run it on several servers: nginx (on deploy/nginx-coss.conf) in front
// of two `node server.mjs` of the production build, on one throwaway PostgreSQL with the demo
// data and one redis-server. For tests/e2e/several-servers.spec.ts.
import { spawn } from "node:child_process";
import { openPostgres } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { seedDemoData } from "@/lib/seed/demo-data";
import { hasNginx, startNginx, untilExit } from "../../fixtures/nginx";
import { postgresBinaries, startPostgresCluster } from "../../fixtures/postgres-cluster";
import { hasRedis, startRedis, type RedisServer } from "../../fixtures/redis-server";
import { SEVERAL_SERVERS_PORTS as PORTS } from "../servers";

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
export const canRunCluster = () => postgresBinaries() !== null && hasRedis() && hasNginx();

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
  const nginx = await startNginx({
    balancer: PORTS.balancer,
    upstreams: [PORTS.a, PORTS.b],
  });
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
      GITHUB_SYNC: "off",
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
