import { startNginx } from "../../tests/fixtures/nginx";
import {
  freePort,
  startNextServer,
  stopServer,
  waitUntilAnswering,
  type BenchDatabase,
  type ChildServer,
} from "./servers";

/** A server of the site, by the name it gives in x-served-by. */
export type NamedServer = { name: string; server: ChildServer };

/** The site as loaded: where visitors go (one server, or nginx in front of two). */
export type ScaleSite = { url: string; servers: NamedServer[]; stop: () => Promise<void> };

export const CURATOR_EMAIL = "admin@example.com";
const READY_TIMEOUT_MS = 120_000;

// The same settings on every configuration, so that only the cache and the server count
// differ: the development sign-in (loopback NEXTAUTH_URL) lets the freshness run write as a
// curator; nginx, on this machine, is the proxy whose X-Forwarded-For the servers believe.
const serverEnv = (name: string, redisUrl?: string): Record<string, string> => ({
  SERVER_NAME: name,
  GITHUB_SYNC: "off",
  AUTH_DEV_LOGIN: "true",
  ADMIN_EMAILS: CURATOR_EMAIL,
  TRUSTED_PROXIES: "127.0.0.1",
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
});

async function startNamed(name: string, database: BenchDatabase, redisUrl?: string) {
  const server = startNextServer(await freePort(), database, serverEnv(name, redisUrl));
  return { name, server };
}

/**
 * Starts `count` servers of the production build on `database` (sharing `redisUrl` when
 * given) and, for two, nginx on the repository's configuration in front of them.
 */
export async function startScaleSite(
  database: BenchDatabase,
  count: 1 | 2,
  redisUrl?: string,
): Promise<ScaleSite> {
  const servers = [await startNamed("a", database, redisUrl)];
  if (count === 2) servers.push(await startNamed("b", database, redisUrl));
  const stopServers = () => Promise.all(servers.map(({ server }) => stopServer(server)));
  try {
    for (const { server } of servers) await waitUntilAnswering(server, READY_TIMEOUT_MS);
    if (count === 1)
      return { url: servers[0].server.url, servers, stop: async () => void (await stopServers()) };
    const ports = servers.map(({ server }) => Number(new URL(server.url).port));
    const nginx = await startNginx({ balancer: await freePort(), upstreams: [ports[0], ports[1]] });
    // Ctrl-C and uncaught errors end in process.exit: nginx is stopped on the way out too.
    const stopOnExit = () => void nginx.stop();
    process.once("exit", stopOnExit);
    const stop = async () => {
      process.off("exit", stopOnExit);
      await nginx.stop();
      await stopServers();
    };
    return { url: nginx.url, servers, stop };
  } catch (error) {
    await stopServers();
    throw error;
  }
}
