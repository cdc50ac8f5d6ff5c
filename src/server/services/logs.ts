import type { Insertable } from 'kysely';
import type { LogsTable } from '@/server/db/schema';
import type { ServiceDeps } from './deps';

export type LogEntry = Insertable<LogsTable>;

/** A flush starts as soon as this many entries wait, without waiting for the timer. */
export const LOG_BATCH_SIZE = 500;

const LOG_COLUMNS = ['endpoint', 'status_code', 'method', 'ip', 'user_agent', 'exec_time', 'created_by', 'created_at'] as const;

const LIMITS = { endpoint: 2_048, userAgent: 512 } as const;

/**
 * Writes request logs without making requests wait: entries are buffered and inserted in
 * batches (one transaction through the data layer's bulk insert) every
 * `logFlushIntervalMs` or as soon as LOG_BATCH_SIZE wait. A failed batch is retried once on
 * the next tick and then dropped with an error, so a database outage never crashes the
 * process. `close()` flushes everything that is left.
 */
export function createLogWriter({ handle, config }: ServiceDeps) {
  let buffer: LogEntry[] = [];
  let failedOnce: LogEntry[] | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const timer = setInterval(() => void flush(), Math.max(10, config.logFlushIntervalMs));
  timer.unref();

  async function insert(batch: LogEntry[]): Promise<void> {
    await handle.insertRows('logs', LOG_COLUMNS, batch);
  }

  async function drain(everything: boolean): Promise<void> {
    if (failedOnce) {
      const retry = failedOnce;
      failedOnce = null;
      try {
        await insert(retry);
      } catch (error) {
        console.error(`[logs] dropped ${retry.length} log entries after a second failed write:`, describe(error));
      }
    }
    while (buffer.length > 0) {
      const batch = buffer;
      buffer = [];
      try {
        await insert(batch);
      } catch (error) {
        failedOnce = batch;
        console.error(`[logs] writing ${batch.length} log entries failed, retrying on the next tick:`, describe(error));
        return;
      }
      // Small remainders wait for the timer; a backlog keeps draining.
      if (!everything && buffer.length < LOG_BATCH_SIZE) return;
    }
  }

  /** Writes what is buffered now; concurrent calls share one run. */
  function flush(everything = false): Promise<void> {
    running ??= drain(everything).finally(() => {
      running = null;
    });
    return running;
  }

  async function flushEverything(): Promise<void> {
    while (running) await running;
    await flush(true);
  }

  return {
    /** Buffers one entry (the object is kept as is: don't reuse it). */
    write(entry: LogEntry): void {
      if (closed) return;
      if (entry.endpoint.length > LIMITS.endpoint) entry.endpoint = entry.endpoint.slice(0, LIMITS.endpoint);
      if (entry.user_agent && entry.user_agent.length > LIMITS.userAgent) entry.user_agent = entry.user_agent.slice(0, LIMITS.userAgent);
      buffer.push(entry);
      if (buffer.length >= LOG_BATCH_SIZE) void flush();
    },

    flush: flushEverything,

    /** Entries not yet written (buffered or waiting for their retry). */
    pendingCount: (): number => buffer.length + (failedOnce?.length ?? 0),

    /** Stops the timer and writes everything left; a failing batch gets its one retry here. */
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await flushEverything();
      if (failedOnce) await flush(true);
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type LogWriter = ReturnType<typeof createLogWriter>;
