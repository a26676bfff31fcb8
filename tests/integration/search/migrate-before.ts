// A database as it was before a migration was released: the migrations before `tag` applied by
// the app's own migrator, from a copy of the folder whose journal ends there. applyMigrations
// then applies the rest, as an upgrade does.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "@/lib/db/client";
import { migrationsFolder } from "@/lib/db/migrations";

type Journal = { entries: { tag: string }[] };

/** Applies the migrations that come before migration `tag`. */
export async function migrateBefore({ db, driver }: Database, tag: string): Promise<void> {
  const journalFile = path.join(migrationsFolder, "meta", "_journal.json");
  const journal: Journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last === -1) throw new Error(`No migration ${tag}`);
  const entries = journal.entries.slice(0, last);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  try {
    fs.mkdirSync(path.join(folder, "meta"));
    fs.writeFileSync(
      path.join(folder, "meta", "_journal.json"),
      JSON.stringify({ ...journal, entries }),
    );
    for (const { tag } of entries) {
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    const { migrate } =
      driver === "pglite"
        ? await import("drizzle-orm/pglite/migrator")
        : await import("drizzle-orm/node-postgres/migrator");
    await migrate(db as never, { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
