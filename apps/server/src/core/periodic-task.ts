// Work the server does by itself while it runs (the daily backup, the daily edit-log check): a
// first run soon after start, then at a fixed interval. Runs never overlap, a failure is logged
// and never stops the timer, and timers do not keep the process alive at shutdown.

export type ServerLog = { info: (message: string) => void; error: (message: string) => void };

export type PeriodicTask = {
  /** Said in the log when a run fails: "Daily backup failed: …". */
  name: string;
  firstAfterMs: number;
  everyMs: number;
  /** After a failed run, skip the ticks of this long (a failing backup is not retried every minute). */
  restAfterFailureMs?: number;
  run: () => Promise<void>;
};

export function startPeriodicTask(task: PeriodicTask, log: ServerLog): { stop: () => void } {
  let running = false;
  let failedAt = 0;
  const tick = async () => {
    if (running || Date.now() - failedAt < (task.restAfterFailureMs ?? 0)) return;
    running = true;
    try {
      await task.run();
    } catch (error) {
      failedAt = Date.now();
      log.error(`${task.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, task.firstAfterMs);
  const timer = setInterval(tick, task.everyMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
