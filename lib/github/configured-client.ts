import "server-only";
import { env } from "@/lib/env";
import { createGitHubClient } from "@/lib/github/client";

/** GitHub's API as the server is configured to reach it (GITHUB_API_URL, GITHUB_TOKEN). */
export function configuredGitHubClient() {
  const { GITHUB_API_URL, GITHUB_TOKEN } = env();
  return createGitHubClient({ baseUrl: GITHUB_API_URL, token: GITHUB_TOKEN });
}

/** How long a synced repository waits for its next sync (GITHUB_SYNC_INTERVAL_HOURS). */
export const syncIntervalHours = () => env().GITHUB_SYNC_INTERVAL_HOURS;
