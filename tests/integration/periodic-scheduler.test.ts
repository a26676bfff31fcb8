import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startScheduler, type PeriodicTask, type Scheduler } from "@/lib/periodic/scheduler";

// The scheduler's timers run on Vitest's clock: the tests move time, they never wait for it.
let scheduler: Scheduler | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  await scheduler?.stop();
  scheduler = null;
  vi.useRealTimers();
});

/** A task whose runs end only when the test says so; counts runs and how many overlap. */
function heldTask(periodMs: number, firstDelayMs?: number) {
  const seen = { started: 0, running: 0, mostAtOnce: 0 };
  const ends: (() => void)[] = [];
  const task: PeriodicTask = {
    name: "held",
    periodMs,
    firstDelayMs,
    run: () =>
      new Promise<void>((resolve) => {
        seen.started += 1;
        seen.running += 1;
        seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
        ends.push(() => {
          seen.running -= 1;
          resolve();
        });
      }),
  };
  const endRun = () => ends.shift()!();
  return { task, seen, endRun };
}

describe("the periodic scheduler", () => {
  it("runs a task after its first delay, then a period after each run ends", async () => {
    const runs: number[] = [];
    const task = { name: "tick", firstDelayMs: 10_000, periodMs: 30_000 };
    scheduler = startScheduler([{ ...task, run: async () => void runs.push(Date.now()) }]);
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1 + 30_000 * 2);
    expect(runs.map((at) => at - start)).toEqual([10_000, 40_000, 70_000]);
  });

  it("never starts a task again while its run is under way", async () => {
    const { task, seen, endRun } = heldTask(1_000, 0);
    scheduler = startScheduler([task]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toEqual({ started: 1, running: 1, mostAtOnce: 1 });
    endRun();
    await vi.advanceTimersByTimeAsync(999);
    expect(seen.started).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual({ started: 2, running: 1, mostAtOnce: 1 });
    endRun();
  });

  it("logs a failed run in one line naming the task, and runs it again", async () => {
    const lines: string[] = [];
    let runs = 0;
    const failing: PeriodicTask = {
      name: "github-sync",
      periodMs: 1_000,
      run: async () => {
        runs += 1;
        throw new Error("database unreachable\n    at somewhere");
      },
    };
    scheduler = startScheduler([failing], { log: (line) => lines.push(line) });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(3);
    expect(lines).toEqual(Array(3).fill("Periodic task github-sync failed: database unreachable"));
  });

  it("runs each task on its own period", async () => {
    const runs: string[] = [];
    const task = (name: string, periodMs: number) => ({
      name,
      periodMs,
      run: async () => void runs.push(name),
    });
    scheduler = startScheduler([task("often", 1_000), task("seldom", 3_000)]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs.filter((name) => name === "often")).toHaveLength(3);
    expect(runs.filter((name) => name === "seldom")).toHaveLength(1);
  });

  it("stops: waits for the run under way and starts no other", async () => {
    const { task, seen, endRun } = heldTask(1_000, 0);
    scheduler = startScheduler([task]);
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    endRun();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toEqual({ started: 1, running: 0, mostAtOnce: 1 });
  });
});
