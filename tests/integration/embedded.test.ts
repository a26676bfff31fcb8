import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openEmbedded, openPostgres, type Database } from "@/lib/db/client";
import { DataDirLockedError, lockDataDir } from "@/lib/db/lock";
import { selectRows } from "@/lib/db/rows";
import { tagCategory } from "@/lib/db/schema";
import { fillFreshDatabase } from "@/lib/seed/fill-fresh";
import { violationOf } from "./constraint-error";
import { postgresAvailable } from "./databases";

const run = promisify(execFile);

/** Runs a project script in its own process; resolves with its exit code and output. */
async function runScript(script: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      "node_modules/.bin/tsx",
      ["--import", "./scripts/outside-next/register.mjs", script],
      {
        env: { ...process.env, ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe("embedded database (DATABASE_URL unset)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coss-embedded-"));
  let database: Database;

  beforeAll(async () => {
    database = await openEmbedded(dir);
    await fillFreshDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is created, migrated and filled with the demo data on first use", async () => {
    const [counts] = await selectRows<Record<string, number>>(
      database.db,
      sql`select
        (select count(*)::int from organization where published) as published_companies,
        (select count(*)::int from organization where not published) as unpublished_companies,
        (select count(*)::int from headline) as headlines,
        (select count(*)::int from headline where not published) as unpublished_headlines,
        (select count(distinct headline_type)::int from headline) as headline_types,
        (select count(*)::int from headline where headline_type = 'funding' and total_amount > 0) as funding_with_amount,
        (select count(*)::int from keyperson) as people,
        (select count(*)::int from organizationvaluation) as valuations,
        (select count(distinct c.name)::int from tag_category c join tag t on t.category_id = c.id) as tag_categories,
        (select count(*)::int from site_info where attribute in ('name', 'domain')) as site_info`,
    );
    expect(counts.published_companies).toBeGreaterThanOrEqual(40);
    expect(counts.unpublished_companies).toBeGreaterThan(0);
    expect(counts.headlines).toBeGreaterThanOrEqual(80);
    expect(counts.unpublished_headlines).toBeGreaterThan(0);
    expect(counts.headline_types).toBe(4);
    expect(counts.funding_with_amount).toBeGreaterThan(10);
    expect(counts.people).toBeGreaterThanOrEqual(60);
    expect(counts.valuations).toBeGreaterThan(10);
    expect(counts.tag_categories).toBe(4);
    expect(counts.site_info).toBeGreaterThanOrEqual(2);
  });

  // The embedded database runs in a worker thread (lib/db/pglite-thread.ts).
  it("names the constraint that refused a write, as PGlite itself does", async () => {
    await database.db.insert(tagCategory).values({ name: "Thread Category" });
    await expect(
      database.db.insert(tagCategory).values({ name: "Thread Category" }),
    ).rejects.toMatchObject(violationOf("tag_category_name_unique"));
  });

  it("keeps other queries out of a transaction until it ends, and rolls a failed one back", async () => {
    const countNamed = (name: string) =>
      selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from tag_category where name = ${name}`,
      );
    let seenFromOutside: Promise<{ n: number }[]> | undefined;
    const failed = database.db.transaction(async (tx) => {
      await tx.insert(tagCategory).values({ name: "Rolled Back" });
      seenFromOutside = countNamed("Rolled Back");
      await tx.insert(tagCategory).values({ name: "Rolled Back" });
    });
    await expect(failed).rejects.toMatchObject(violationOf("tag_category_name_unique"));
    expect(await seenFromOutside).toEqual([{ n: 0 }]);

    await database.db.transaction(async (tx) => {
      await tx.insert(tagCategory).values({ name: "Committed" });
      seenFromOutside = countNamed("Committed");
    });
    expect(await seenFromOutside).toEqual([{ n: 1 }]);
  });

  it("answers dates as Drizzle's own PGlite driver does (as text)", async () => {
    const rows = await selectRows<{ at: string; day: string; days: string; amounts: string }>(
      database.db,
      sql`select timestamptz '2026-01-02 03:04:05+00' as at, date '2026-01-02' as day,
        array[date '2026-01-02'] as days, array[1.5]::numeric[] as amounts`,
    );
    expect(rows).toEqual([
      { at: "2026-01-02 03:04:05+00", day: "2026-01-02", days: "{2026-01-02}", amounts: "{1.5}" },
    ]);
  });

  it("refuses a second process with a message naming the directory and the holder's pid", async () => {
    const result = await runScript("scripts/db-seed.ts", { DATA_DIR: dir, DATABASE_URL: "" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(path.resolve(dir));
    expect(result.stderr).toContain(`pid ${process.pid}`);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("takes over a lock left by a process that is gone", () => {
    const staleDir = fs.mkdtempSync(path.join(os.tmpdir(), "coss-stale-"));
    fs.writeFileSync(path.join(staleDir, "coss.lock"), "999999999");
    const release = lockDataDir(staleDir);
    expect(fs.readFileSync(path.join(staleDir, "coss.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(staleDir, "coss.lock"))).toBe(false);
  });

  it("refuses a lock held by another running process", () => {
    const heldDir = fs.mkdtempSync(path.join(os.tmpdir(), "coss-held-"));
    fs.writeFileSync(path.join(heldDir, "coss.lock"), String(process.ppid));
    expect(() => lockDataDir(heldDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(heldDir)).toThrow(`pid ${process.ppid}`);
  });
});

describe("DATABASE_URL problems", () => {
  it("an unreachable server: one line naming the host, exit code 1", async () => {
    const result = await runScript("scripts/db-migrate.ts", {
      DATABASE_URL: "postgres://nobody:wrong@127.0.0.1:9/coss",
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:9: /);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("wrong credentials: the same one-line message", async (context) => {
    if (!postgresAvailable()) context.skip();
    const url = inject("postgresUrl")!.replace("postgres@", "nobody@");
    await expect(openPostgres(url)).rejects.toThrow(
      /Cannot connect to PostgreSQL at 127\.0\.0\.1:\d+: .*nobody/,
    );
  });
});
