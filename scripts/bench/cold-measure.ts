import { percentile } from "./percentile";

export type ColdMeasurement = {
  p50: number;
  p95: number;
  max: number;
  /** The median size of a page's HTML, uncompressed, in bytes. */
  bytes: number;
  /** The path that took longest. */
  slowest: string;
  failures: string[];
};

/** One request, timed until its body has arrived; redirects count as failures. */
async function timedGet(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

/** Requests every path once, `clients` at a time, and ranks the response times. */
export async function requestEach(
  baseUrl: string,
  paths: string[],
  clients: number,
): Promise<ColdMeasurement> {
  const queue = [...paths];
  const latencies: number[] = [];
  const sizes: number[] = [];
  const failures: string[] = [];
  let slowest = { path: "", ms: 0 };
  const client = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const { ms, status, bytes } = await timedGet(baseUrl + path);
        latencies.push(ms);
        sizes.push(bytes);
        if (ms > slowest.ms) slowest = { path, ms };
        if (status !== 200) failures.push(`${status} ${path}`);
      } catch (error) {
        failures.push(`${(error as Error).message} ${path}`);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(0, ...latencies),
    bytes: percentile(sizes, 50),
    slowest: slowest.path,
    failures,
  };
}
