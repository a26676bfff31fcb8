import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

// Next keeps cached pages (ISR) and cached data on disk in .next, across restarts. They
// belong to the database that filled them: when the same build starts on another database
// (a different DATA_DIR or DATABASE_URL), they are dropped so that no page shows its data.
const NEXT_CACHES = [path.join(".next", "server", "route-cache"), path.join(".next", "cache", "fetch-cache")];
const MARKER = path.join(".next", "cache", "coss-database");

/** Which database this process reads, without credentials. */
function databaseScope(): string {
  const { DATABASE_URL, DATA_DIR } = env();
  if (!DATABASE_URL) return `pglite:${path.resolve(DATA_DIR)}`;
  const url = new URL(DATABASE_URL);
  return `postgres:${url.hostname}:${url.port}${url.pathname}`;
}

/** Drops the page and data caches when they were filled from another database. */
export function dropCachesOfOtherDatabase(): void {
  const scope = databaseScope();
  const previous = fs.existsSync(MARKER) ? fs.readFileSync(MARKER, "utf8") : null;
  if (previous === scope) return;
  for (const dir of NEXT_CACHES) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(MARKER), { recursive: true });
  fs.writeFileSync(MARKER, scope);
}
