import { errorMessage } from '@/server/startup-error';

/**
 * A background job run every `intervalMs` (first after `start`'s delay), never twice at once. `runNow`
 * answers with a run that starts after the call: with one already going, a single further run follows it
 * (callers asking meanwhile share that one), so what the caller changed before asking is always seen.
 * `close` stops the timer and waits for the runs in progress, whose steps read `closed` to stop early.
 * Timers are unref'd, so the job never keeps the process alive.
 */
export function periodicJob<T>(run: () => Promise<T>, { intervalMs, failure }: { intervalMs: number; failure: string }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  let closed = false;

  function begin(): Promise<T> {
    running = run().finally(() => {
      running = null;
    });
    return running;
  }

  function runNow(): Promise<T> {
    if (next) return next;
    if (!running) return begin();
    const current = running;
    next ??= current.catch(() => undefined).then(() => {
      next = null;
      // Closed meanwhile: the run that was going is the last one.
      return closed ? current : begin();
    });
    return next;
  }

  return {
    get closed(): boolean {
      return closed;
    },
    runNow,
    start(firstRunAfterMs = 60_000): void {
      if (timer || closed) return;
      timer = setTimeout(function tick() {
        if (!running && !next) begin().catch((error: unknown) => console.error(failure, errorMessage(error)));
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      }, firstRunAfterMs);
      timer.unref();
    },
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await next?.catch(() => undefined);
      await running?.catch(() => undefined);
    },
  };
}
