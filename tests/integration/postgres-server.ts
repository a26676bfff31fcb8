// Vitest global setup: starts a throwaway PostgreSQL cluster on a loopback port when the
// server binaries are installed (Debian's postgresql package), with a migrated template
// database that each test file copies; stops and removes it afterwards.
import type { TestProject } from "vitest/node";
import { openPostgres } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { postgresBinaries, startPostgresCluster } from "../fixtures/postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export const TEMPLATE_DATABASE = "coss_template";

export default async function setup(project: TestProject) {
  const bin = postgresBinaries();
  if (!bin) {
    console.warn(
      "PostgreSQL server binaries not found: the PostgreSQL variants of the tests are skipped.",
    );
    project.provide("postgresUrl", null);
    return;
  }
  const cluster = await startPostgresCluster(bin);
  const admin = await openPostgres(cluster.adminUrl);
  await admin.db.execute(`create database ${TEMPLATE_DATABASE}`);
  await admin.close();
  const template = await openPostgres(
    cluster.adminUrl.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`),
  );
  await applyMigrations(template);
  await template.close();
  console.log(
    `PostgreSQL server ${cluster.version} started on ${new URL(cluster.adminUrl).host} for the tests.`,
  );
  project.provide("postgresUrl", cluster.adminUrl);

  return cluster.stop;
}
