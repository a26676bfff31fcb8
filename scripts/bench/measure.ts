import autocannon, { type Result } from "autocannon";
import { percentile } from "./percentile";

export type Measurement = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  responses: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
};

const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 10;

type Run = { result: Result; latencies: number[]; statusCodes: Record<string, number> };

// autocannon's latency histogram has no p95, so every response time is kept and ranked here.
function run(url: string, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, timeout: 30 },
      (error, result) => (error ? reject(error) : resolve({ result, latencies, statusCodes })),
    );
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    });
  });
}

/** Warms `url` up for 3 s (discarded), then loads it for 10 s with 10 connections. */
export async function measure(url: string): Promise<Measurement> {
  await run(url, WARMUP_SECONDS);
  const { result, latencies, statusCodes } = await run(url, MEASURE_SECONDS);
  return {
    requestsPerSecond: result.requests.mean,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    responses: latencies.length,
    non2xx: result.non2xx,
    // Requests still unanswered when the run ended count as errors too.
    errors: result.errors + result.timeouts,
    statusCodes,
  };
}
