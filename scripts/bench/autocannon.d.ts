// autocannon ships no types and @types/autocannon is not installed: the part the bench uses.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
  };

  type Histogram = { mean: number; average: number; p50: number; p99: number; max: number };

  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  type Instance = EventEmitter & { stop: () => void };

  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;

  export type { Instance, Options, Result };
  export default autocannon;
}
