import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { openPostgres } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";

// An all-or-nothing import of 5,000 companies on PostgreSQL, its process killed (SIGKILL) 20
// times at random moments of its work, each time on a fresh database: after each kill the
// database holds the whole file or none of it, history included.
const KILLS = 20;
const AT_ONCE = 4;
const postgresUrl = inject("postgresUrl");

/**
 * Runs the import and, when `killAfterMs` is given, kills it that long after it starts
 * writing; resolves with the time from that start to its end (or its death).
 */
function runImport(url: string, killAfterMs?: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // Node itself with tsx's loader (not the tsx launcher, whose death would leave its node
    // process importing): the kill must stop the process that writes.
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        "./scripts/outside-next/register.mjs",
        "tests/integration/batch-kill-child.ts",
        url,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    let started = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (started === 0 && output.includes("start")) {
        started = performance.now();
        if (killAfterMs !== undefined) setTimeout(() => child.kill("SIGKILL"), killAfterMs);
      }
    });
    child.on("error", reject);
    child.on("exit", () => resolve(performance.now() - started));
  });
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `kill_${randomUUID().replaceAll("-", "")}`;
  const admin = await openPostgres(postgresUrl!);
  try {
    await admin.db.execute(sql.raw(`create database ${name} template coss_template`));
    return await run(postgresUrl!.replace(/\/postgres$/, `/${name}`));
  } finally {
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
}

async function counts(url: string) {
  const database = await openPostgres(url);
  try {
    const [row] = await selectRows<{ companies: number; batches: number; history: number }>(
      database.db,
      sql`select (select count(*)::int from organization) as companies,
        (select count(*)::int from batch_import) as batches,
        (select count(*)::int from change_history) as history`,
    );
    return row;
  } finally {
    await database.close();
  }
}

const whole = { companies: 5000, batches: 1, history: 5001 };
const none = { companies: 0, batches: 0, history: 0 };

describe.skipIf(!postgresUrl)("killing an all-or-nothing import on PostgreSQL", () => {
  it(`leaves the whole file or none of it, ${KILLS} times`, async () => {
    // An import left alone, to know how long one takes here: the kills fall within that time.
    const duration = await withDatabase(async (url) => {
      const took = await runImport(url);
      expect(await counts(url)).toEqual(whole);
      return took;
    });
    const outcomes: string[] = [];
    const killOne = () =>
      withDatabase(async (url) => {
        await runImport(url, Math.random() * duration);
        const after = await counts(url);
        expect([whole, none]).toContainEqual(after);
        outcomes.push(after.companies > 0 ? "whole" : "none");
      });
    // A few at a time, each on its own database, so that the 20 take about a minute.
    for (let kill = 0; kill < KILLS; kill += AT_ONCE) {
      await Promise.all(Array.from({ length: AT_ONCE }, killOne));
    }
    // Most kills land before the commit: the database then holds none of the file.
    expect(outcomes).toContain("none");
  }, 300_000);
});
