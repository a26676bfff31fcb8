import { devLoginProblem } from "@/lib/auth/dev-login";
import { loopbackFetchProblem } from "@/lib/net/loopback-site";
import { authSecret } from "@/lib/auth/options";
import { getDatabase } from "@/lib/db/client";
import { listenForWrites } from "@/lib/redis/write-news";
import { fillFreshDatabase } from "@/lib/seed/fill-fresh";

/**
 * Checks the configuration and opens the database as the server starts (filling a freshly
 * created embedded one with the demo data), so that a missing
 * secret, an unreachable DATABASE_URL, a database without the latest migrations or a busy
 * embedded data directory stops the server with one clear line instead of failing requests.
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
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
