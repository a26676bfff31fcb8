// npm run sync:news - polls every due news source once against the configured database, then
// exits, for operators who run it from cron (the servers poll too; the claims share the work).
import { getDatabase } from "@/lib/db/client";
import { describeNewsSweep } from "@/lib/feeds/news-task";
import { runNewsSweep } from "@/lib/feeds/sweep";
import { runScript } from "./run-script";

runScript(async () => {
  const database = await getDatabase();
  try {
    console.log(`${database.label}: ${describeNewsSweep(await runNewsSweep(database.db))}`);
  } finally {
    await database.close();
  }
});
