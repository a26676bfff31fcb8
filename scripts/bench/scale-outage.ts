import type { RedisServer } from "../../tests/fixtures/redis-server";
import { measure } from "./measure";
import type { Row } from "./report";
import type { ScaleSite } from "./scale-site";
import type { Target } from "./targets";

// Redis goes away under load: the targets below are loaded together through nginx while
// redis-server is killed (as a crash would) and started again, empty. measure() warms up
// for 3 s and then measures 10 s: Redis stops 2 s into the measured part and is back 4 s
// later, so the figures cover before, during and after.

const OUTAGE_TARGETS = ["home", "company", "search"];
const STOP_AFTER_MS = 5_000;
const DOWN_FOR_MS = 4_000;

export type OutageResult = {
  rows: Row[];
  downForMs: number;
  /** Per server, whether it logged losing Redis and then regaining it. */
  logged: { name: string; lost: boolean; regained: boolean }[];
};

export async function loadThroughRedisStop(
  site: ScaleSite,
  targets: Target[],
  redis: RedisServer,
): Promise<OutageResult> {
  const loaded = targets.filter((target) => OUTAGE_TARGETS.includes(target.label));
  console.log(
    `Loading ${loaded.map((t) => t.label).join(", ")} together through nginx; Redis stops ` +
      `after ${STOP_AFTER_MS / 1000} s for ${DOWN_FOR_MS / 1000} s...`,
  );
  const outage = (async () => {
    await new Promise((resolve) => setTimeout(resolve, STOP_AFTER_MS));
    await redis.stop();
    const stoppedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, DOWN_FOR_MS));
    await redis.start();
    return performance.now() - stoppedAt;
  })();
  const results = await Promise.all(loaded.map((target) => measure(`${site.url}${target.path}`)));
  const downForMs = await outage;
  const logged = site.servers.map(({ name, server }) => {
    const lines = server.lastLines();
    const lost = lines.lastIndexOf("Redis unreachable");
    return { name, lost: lost >= 0, regained: lines.indexOf("Redis connected", lost + 1) > lost };
  });
  return { rows: loaded.map((target, i) => ({ target, result: results[i] })), downForMs, logged };
}
