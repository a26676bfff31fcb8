// npm run sync:github - runs one GitHub sweep against the configured database and exits, for
// operators who run it from cron (GITHUB_SYNC=off then keeps the servers from sweeping too).
import { getDatabase } from "@/lib/db/client";
import { describeSweep, runGitHubSync } from "@/lib/github/sync-task";
import { runScript } from "./run-script";

runScript(async () => {
  const database = await getDatabase();
  try {
    const summary = await runGitHubSync();
    console.log(`${database.label}: ${describeSweep(summary)}`);
    // A refused token is the one stop cron must report; a rate limit simply waits its turn.
    if (summary.stopReason) throw new Error(summary.stopReason);
  } finally {
    await database.close();
  }
});
