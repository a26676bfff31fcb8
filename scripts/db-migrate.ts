// npm run db:migrate - applies supabase/migrations to DATABASE_URL (or the embedded database).
import { getDatabase, openPostgres } from "@/lib/db/client";
import { applyMigrations, pendingMigrations } from "@/lib/db/migrations";
import { env } from "@/lib/env";
import { runScript } from "./run-script";

runScript(async () => {
  const url = env().DATABASE_URL;
  const database = url ? await openPostgres(url) : await getDatabase();
  const pending = await pendingMigrations(database);
  await applyMigrations(database);
  console.log(
    pending.length
      ? `Applied ${pending.length} migration(s) to ${database.label}: ${pending.join(", ")}`
      : `${database.label} is up to date.`,
  );
  await database.close();
});
