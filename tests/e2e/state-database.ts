// Prepares the embedded database of a browser-test server that shows the pages' other states:
//   tsx tests/e2e/state-database.ts <data dir> empty   - migrated, no content (empty states)
//   tsx tests/e2e/state-database.ts <data dir> broken  - companies and headlines lack their
//                                                        published column, so reads fail
//                                                        (error states) while the server starts
// A site_info row keeps the server from filling it with the demo data on start.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { siteInfo } from "@/lib/db/schema";

const [dir, state] = process.argv.slice(2);
if (!dir || (state !== "empty" && state !== "broken")) {
  console.error("usage: state-database.ts <data dir> empty|broken");
  process.exit(1);
}

fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const database = await openPglite(path.join(dir, "pgdata"));
await applyMigrations(database);
await database.db.insert(siteInfo).values({ attribute: "name", value: "COSS Directory" });
if (state === "broken") {
  await database.db.execute(sql`alter table organization rename column published to gone`);
  await database.db.execute(sql`alter table headline rename column published to gone`);
}
await database.close();
