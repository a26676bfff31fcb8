import { devLoginProblem } from "@/lib/auth/dev-login";
import { loopbackFetchProblem } from "@/lib/net/loopback-site";
import { authSecret } from "@/lib/auth/options";
import { getDatabase } from "@/lib/db/client";
import { listenForWrites } from "@/lib/redis/write-news";
import { githubSyncTask } from "@/lib/github/sync-task";
import { websiteCheckTask } from "@/lib/websites/check-task";
import { newsSweepTask } from "@/lib/feeds/news-task";
import { startScheduler, type Scheduler } from "@/lib/periodic/scheduler";
import { fillFreshDatabase } from "@/lib/seed/fill-fresh";

/**
 * Checks the configuration and opens the database as the server starts (filling a freshly
 * created embedded one with the demo data), so that a missing
 * secret, an unreachable DATABASE_URL, a database without the latest migrations or a busy
 * embedded data directory stops the server with one clear line instead of failing requests.
 * Then starts the periodic work: the news sources' polls, and the GitHub sync and the website
 * checks unless GITHUB_SYNC=off.
 */
export async function startServerOrExit(): Promise<void> {
  try {
    const problem = devLoginProblem() ?? loopbackFetchProblem();
    if (problem) throw new Error(problem);
    if (process.env.NODE_ENV === "production" && !authSecret()) {
      throw new Error(
        "NEXTAUTH_SECRET is not set. Set it (for example `openssl rand -base64 32`), or AUTH_DEV_LOGIN=true with a loopback NEXTAUTH_URL for local use only.",
      );
    }
    const database = await getDatabase();
    await fillFreshDatabase(database);
    console.log(`Database: ${database.label}`);
    listenForWrites();
    startPeriodicWork();
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}

// Once per process, kept on globalThis like the database, so that a second start (development
// reloads) cannot run a second sweep beside the first. Every server runs it: the claims in the
// database share the work out (lib/periodic/claim.ts).
const holder = globalThis as typeof globalThis & { cossScheduler?: Scheduler };

function startPeriodicWork(): void {
  const tasks = [githubSyncTask(), websiteCheckTask(), newsSweepTask()].filter(
    (task) => task !== null,
  );
  holder.cossScheduler ??= startScheduler(tasks);
}
