import cluster, { type Worker } from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { isRelayed, WORKER_SLOT_VARIABLE } from './worker-link';
import { WORKER_DRAIN_MS } from './drain';

/** A worker that dies within this long of starting is crashing on start: past the first time, its replacement waits, longer each time. */
const QUICK_CRASH_MS = 30_000;
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/** What workers still running this long after the stop was asked for get: SIGKILL. */
const STOP_DEADLINE_MS = WORKER_DRAIN_MS + 4_000;

interface Slot {
  worker: Worker;
  startedAt: number;
  quickCrashes: number;
}

export interface PrimaryOptions {
  count: number;
  log?: (line: string) => void;
}

/**
 * `npm start` on a machine of several cores: one server worker per core, sharing the port (the
 * primary hands out connections in turn). The first worker starts alone (it migrates and seeds),
 * the others once it listens; it alone runs the once-per-site jobs, and its replacement takes them
 * over. The primary holds what the workers share without Redis (the rate limits' counts) and passes
 * on their invalidations. A worker that dies is replaced at once, or after a growing pause when it
 * keeps dying on start; one that cannot start the first time stops the whole server (its error,
 * e.g. an unreachable database, is printed by the worker). SIGTERM or SIGINT: the workers stop
 * taking connections and finish the requests they hold (WORKER_DRAIN_MS at most), then all exit.
 */
export function runPrimary({ count, log = console.log }: PrimaryOptions): void {
  new RateLimiterClusterMaster();
  const slots = new Map<number, Slot>();
  let stopping = false;
  let everListened = false;

  cluster.on('message', (sender, message: unknown) => {
    if (!isRelayed(message)) return;
    for (const { worker } of slots.values()) if (worker !== sender && worker.isConnected()) worker.send(message);
  });

  function start(slotNumber: number, quickCrashes = 0): Promise<void> {
    const worker = cluster.fork({ [WORKER_SLOT_VARIABLE]: String(slotNumber) });
    const slot: Slot = { worker, startedAt: Date.now(), quickCrashes };
    slots.set(slotNumber, slot);
    worker.on('exit', (code, signal) => onExit(slotNumber, slot, code, signal));
    return new Promise((resolve) => {
      worker.once('listening', () => {
        everListened = true;
        resolve();
      });
      worker.once('exit', () => resolve());
    });
  }

  function onExit(slotNumber: number, slot: Slot, code: number | null, signal: string | null): void {
    if (slots.get(slotNumber) !== slot) return;
    slots.delete(slotNumber);
    if (stopping) {
      if (slots.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!everListened) {
      log(`[server] worker ${slotNumber} could not start (${how}): stopping`);
      stopAll('start failure', code || 1);
      return;
    }
    const quick = Date.now() - slot.startedAt < QUICK_CRASH_MS;
    const quickCrashes = quick ? slot.quickCrashes + 1 : 0;
    // The first crash is replaced at once; one crashing again on start waits 1 s, then 2 s, 4 s…
    const delay = quickCrashes <= 1 ? 0 : Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (quickCrashes - 2));
    log(`[server] worker ${slotNumber} (pid ${slot.worker.process.pid}) exited with ${how}: starting its replacement${delay ? ` in ${delay} ms` : ''}`);
    setTimeout(() => {
      if (!stopping) void start(slotNumber, quickCrashes);
    }, delay);
  }

  function stopAll(reason: string, exitCode = 0): void {
    if (stopping) return;
    stopping = true;
    log(`[server] ${reason}: stopping ${slots.size} worker(s)`);
    if (slots.size === 0) process.exit(exitCode);
    for (const { worker } of slots.values()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const { worker } of slots.values()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_DEADLINE_MS).unref();
    process.exitCode = exitCode;
  }

  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));

  void (async () => {
    log(`[server] starting ${count} workers`);
    await start(0);
    if (stopping) return;
    await Promise.all(Array.from({ length: count - 1 }, (_, index) => start(index + 1)));
  })();
}
