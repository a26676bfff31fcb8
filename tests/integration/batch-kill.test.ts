import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { openPostgres } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";

// An all-or-nothing import of 5,000 companies on PostgreSQL, its process killed (SIGKILL) 20
// times at random moments of its work: after each kill the database holds the whole file or
// none of it, history included.
const KILLS = 20;
const postgresUrl = inject("postgresUrl");

/** Starts the import and kills it `delayMs` after it starts writing; resolves when it is gone. */
function importAndKill(url: string, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/tsx", ["tests/integration/batch-kill-child.ts", url], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("start")) setTimeout(() => child.kill("SIGKILL"), delayMs);
    });
    child.on("error", reject);
    child.on("exit", () => resolve());
  });
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

describe.skipIf(!postgresUrl)("killing an all-or-nothing import on PostgreSQL", () => {
  it(`leaves the whole file or none of it, ${KILLS} times`, async () => {
    const name = `kill_${randomUUID().replaceAll("-", "")}`;
    const admin = await openPostgres(postgresUrl!);
    await admin.db.execute(sql.raw(`create database ${name} template coss_template`));
    await admin.close();
    const url = postgresUrl!.replace(/\/postgres$/, `/${name}`);

    const seen: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      await importAndKill(url, Math.random() * 1000);
      const after = await counts(url);
      seen.push(after.companies);
      const whole = { companies: 5000, batches: 1, history: 5001 };
      const none = { companies: 0, batches: 0, history: 0 };
      expect([whole, none]).toContainEqual(after);
      if (after.companies > 0) break; // the file is in: a further import would be refused
    }
    expect(seen.length).toBeGreaterThan(0);
  }, 300_000);
});
