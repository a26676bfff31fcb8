// npm run sync:github - runs one GitHub sweep and checks every due company website against the
// configured database, then exits, for operators who run it from cron (GITHUB_SYNC=off then
// keeps the servers from doing it too). `-- --repositories-only` leaves the websites out.
import { parseArgs } from "node:util";
import { getDatabase } from "@/lib/db/client";
import { describeSweep, runGitHubSync } from "@/lib/github/sync-task";
import { describeWebsiteChecks } from "@/lib/websites/check-task";
import { runWebsiteChecks } from "@/lib/websites/sweep";
import { runScript } from "./run-script";

runScript(async () => {
  const { values } = parseArgs({ options: { "repositories-only": { type: "boolean" } } });
  const database = await getDatabase();
  try {
    const summary = await runGitHubSync();
    console.log(`${database.label}: ${describeSweep(summary)}`);
    if (!values["repositories-only"]) {
      const websites = await runWebsiteChecks(database.db, { untilDone: true });
      console.log(`${database.label}: ${describeWebsiteChecks(websites)}`);
    }
    // A refused token is the one stop cron must report; a rate limit simply waits its turn.
    if (summary.stopReason) throw new Error(summary.stopReason);
  } finally {
    await database.close();
  }
});
