// Runs periodic tasks inside a server process. Each task waits its period after its previous
// run has ended, so one task never runs twice at once; a run that throws is logged in one line
// and the task goes on. The timers never keep a process alive: a server that is told to stop
// stops, and the work it leaves claimed returns to the others when its lease passes
// (lib/periodic/claim.ts).

export type PeriodicTask = {
  name: string;
  /** The pause between the end of one run and the start of the next. */
  periodMs: number;
  /** The pause before the first run (the period when not given). */
  firstDelayMs?: number;
  run: () => Promise<void>;
};

export type Scheduler = {
  /** Runs no more tasks; resolves once the runs under way have ended. */
  stop: () => Promise<void>;
};

type Log = (line: string) => void;

/** Starts running `tasks`, each on its own period, until `stop()`. */
export function startScheduler(
  tasks: PeriodicTask[],
  { log = console.error }: { log?: Log } = {},
): Scheduler {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  function schedule(task: PeriodicTask, delayMs: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = runOnce(task).finally(() => {
        running.delete(run);
        schedule(task, task.periodMs);
      });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  async function runOnce(task: PeriodicTask) {
    try {
      await task.run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`Periodic task ${task.name} failed: ${message.split("\n")[0]}`);
    }
  }

  for (const task of tasks) schedule(task, task.firstDelayMs ?? task.periodMs);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
