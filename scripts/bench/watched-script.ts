import { spawn } from "node:child_process";
import fs from "node:fs";

export type WatchedRun = {
  seconds: number;
  /** The process's peak resident memory (VmHWM), in MB. */
  peakMb: number;
  output: string;
};

/**
 * Runs the TypeScript `script` (outside Next, as the npm scripts do) in a Node process of its
 * own with `env` added, watching its peak memory; throws with its output when it fails.
 */
export async function runWatchedScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<WatchedRun> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/outside-next/register.mjs", script, ...args],
    { env: { ...process.env, ...env } },
  );
  let output = "";
  let peakKb = 0;
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const watch = setInterval(() => {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
    peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
  }, 200);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearInterval(watch);
  if (code !== 0) throw new Error(`${script} failed (${code}): ${output}`);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb: peakKb / 1024,
    output: output.trim(),
  };
}
