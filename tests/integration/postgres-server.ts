// Vitest global setup: starts a throwaway PostgreSQL cluster on a loopback port when the
// server binaries are installed (Debian's postgresql package), with a migrated template
// database that each test file copies; stops and removes it afterwards.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPostgres } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export const TEMPLATE_DATABASE = "coss_template";

function serverBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => Number(v) >= 15)
    .sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((v) => path.join(root, v, "bin"))
    .find((dir) => fs.existsSync(path.join(dir, "initdb")));
  return bin ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

// initdb refuses to run as root: run the server tools as the postgres user then.
function runAsServerUser(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", command, ...args]]
    : [command, args];
  execFileSync(file, argv, { stdio: "pipe" });
}

export default async function setup(project: TestProject) {
  const bin = serverBinaries();
  if (!bin) {
    console.warn(
      "PostgreSQL server binaries not found: the PostgreSQL variants of the tests are skipped.",
    );
    project.provide("postgresUrl", null);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coss-pg-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  runAsServerUser(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
  ]);
  runAsServerUser(path.join(bin, "pg_ctl"), [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "start",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
  ]);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = await openPostgres(adminUrl);
  await admin.db.execute(`create database ${TEMPLATE_DATABASE}`);
  await admin.close();
  const template = await openPostgres(`postgres://postgres@127.0.0.1:${port}/${TEMPLATE_DATABASE}`);
  await applyMigrations(template);
  await template.close();
  console.log(
    `PostgreSQL server ${path.basename(path.dirname(bin))} started on 127.0.0.1:${port} for the tests.`,
  );
  project.provide("postgresUrl", adminUrl);

  return () => {
    runAsServerUser(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
