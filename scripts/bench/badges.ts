import { sql } from "drizzle-orm";
import { openEmbedded } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { BADGE_METRICS } from "@/lib/domain/badge-metric";
import { requestEach, type ColdMeasurement } from "./cold-measure";
import { COLD_REQUESTS, WARMUP_REQUESTS } from "./cold-paths";
import { BENCH_DATA_DIR } from "./data";
import {
  assertRunning,
  freePort,
  startNextServer,
  stopServer,
  waitUntilAnswering,
} from "./servers";

// README badges on the large data, as GitHub's image proxy fetches them: the first request of
// each of COLD_REQUESTS distinct badges on a freshly started server (each metric in turn, one
// client), then the same badges again, CACHED_ROUNDS times, from the page cache (and, within
// 10 s, the micro-cache, as anonymous visitors get them), one client and then four.

const CACHED_ROUNDS = 5;

export type BadgeBench = {
  cold: ColdMeasurement;
  cached: { clients: number; result: ColdMeasurement }[];
  notListed: ColdMeasurement;
};

const SHORTNAMES = sql`select shortname from organization where published and not is_dummy
  order by md5(shortname || 'badge') limit ${COLD_REQUESTS + WARMUP_REQUESTS}`;

async function badgePaths(): Promise<{ paths: string[]; warmup: string[] }> {
  const database = await openEmbedded(BENCH_DATA_DIR);
  try {
    const rows = await selectRows<{ shortname: string }>(database.db, SHORTNAMES);
    const paths = rows.map(
      ({ shortname }, i) =>
        `/badge/${encodeURIComponent(shortname)}.svg?metric=${BADGE_METRICS[i % BADGE_METRICS.length]}`,
    );
    return { warmup: paths.slice(0, WARMUP_REQUESTS), paths: paths.slice(WARMUP_REQUESTS) };
  } finally {
    await database.close();
  }
}

/** Measures the badges cold and cached on the embedded benchmark database. */
export async function measureBadges(): Promise<BadgeBench> {
  const { paths, warmup } = await badgePaths();
  const server = startNextServer(await freePort(), { name: "PGlite", dataDir: BENCH_DATA_DIR });
  try {
    await waitUntilAnswering(server, 120_000);
    await requestEach(server.url, warmup, 1);
    process.stdout.write("Badges cold... ");
    const cold = await requestEach(server.url, paths, 1);
    console.log(`p95 ${cold.p95.toFixed(1)} ms`);
    const cached = [];
    for (const clients of [1, 4]) {
      const rounds = Array.from({ length: CACHED_ROUNDS }, () => paths).flat();
      cached.push({ clients, result: await requestEach(server.url, rounds, clients) });
    }
    const unknown = paths.map((_, i) => `/badge/not-listed-${i}.svg`);
    const notListed = await requestEach(server.url, unknown, 1);
    assertRunning(server);
    return { cold, cached, notListed };
  } finally {
    await stopServer(server);
  }
}
