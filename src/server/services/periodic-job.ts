import { errorMessage } from '@/server/startup-error';

/**
 * A background job run every `intervalMs` (first after `start`'s delay), never twice at once: `runNow`
 * joins a run already going. `close` stops the timer and waits for the run in progress, whose
 * steps read `closed` to stop early. Timers are unref'd, so the job never keeps the process alive.
 */
export function periodicJob<T>(run: () => Promise<T>, { intervalMs, failure }: { intervalMs: number; failure: string }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  let closed = false;

  function runNow(): Promise<T> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    get closed(): boolean {
      return closed;
    },
    runNow,
    start(firstRunAfterMs = 60_000): void {
      if (timer || closed) return;
      timer = setTimeout(function tick() {
        runNow().catch((error: unknown) => console.error(failure, errorMessage(error)));
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      }, firstRunAfterMs);
      timer.unref();
    },
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
