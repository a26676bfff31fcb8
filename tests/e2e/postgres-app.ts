// The browser tests' site over a throwaway PostgreSQL server, for the test that breaks a table
// and mends it (tests/e2e/recovery.spec.ts): starts a cluster, creates a database with the
// demo data, writes its URL to POSTGRES_URL_FILE, then runs `node server.mjs` on it until
// told to stop, and removes the cluster. Without PostgreSQL's server binaries it answers
// 503 on every path, and the test skips itself.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { openPostgres } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { seedDemoData } from "@/lib/seed/demo-data";
import { postgresBinaries, startPostgresCluster } from "../fixtures/postgres-cluster";
import { POSTGRES_URL_FILE } from "./servers";

const port = Number(process.env.PORT);
const bin = postgresBinaries();
fs.rmSync(path.dirname(POSTGRES_URL_FILE), { recursive: true, force: true });

if (!bin) {
  console.log("PostgreSQL server binaries not found: the recovery test is skipped.");
  http
    .createServer((_request, response) => response.writeHead(503).end("no PostgreSQL"))
    .listen(port);
} else {
  const cluster = await startPostgresCluster(bin);
  const admin = await openPostgres(cluster.adminUrl);
  await admin.db.execute("create database coss");
  await admin.close();
  const url = cluster.adminUrl.replace(/\/postgres$/, "/coss");
  const database = await openPostgres(url);
  await applyMigrations(database);
  await seedDemoData(database.db);
  await database.close();
  fs.mkdirSync(path.dirname(POSTGRES_URL_FILE), { recursive: true });
  fs.writeFileSync(POSTGRES_URL_FILE, url);

  const server = spawn(process.execPath, ["server.mjs"], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "inherit",
  });
  const stop = () => {
    server.kill("SIGTERM");
    cluster.stop();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", (code) => {
    cluster.stop();
    process.exit(code ?? 1);
  });
}
