import type { Insertable } from 'kysely';
import type { LogDaysTable, LogsTable } from '@/server/db/schema';
import { UNSTORABLE_TEXT } from '@/shared/schemas/storable-text';
import type { ServiceDeps } from './deps';

export type LogEntry = Insertable<LogsTable>;

/** A flush starts as soon as this many entries wait, without waiting for the timer. */
export const LOG_BATCH_SIZE = 500;

const LOG_COLUMNS = ['endpoint', 'status_code', 'method', 'ip', 'user_agent', 'exec_time', 'created_by', 'created_at', 'request_count'] as const;

const MINUTE_MS = 60_000;

const DAY_COLUMNS = ['requests', 'client_errors', 'server_errors'] as const;

/** What a batch adds to each UTC day's totals (`created_at` is ISO text: its first ten characters are the day). */
function dayTotals(batch: readonly LogEntry[]): Insertable<LogDaysTable>[] {
  const days = new Map<string, Insertable<LogDaysTable>>();
  for (const entry of batch) {
    const day = String(entry.created_at).slice(0, 10);
    let totals = days.get(day);
    if (!totals) {
      totals = { day, requests: 0, client_errors: 0, server_errors: 0 };
      days.set(day, totals);
    }
    const count = entry.request_count ?? 1;
    totals.requests! += count;
    if (entry.status_code >= 500 && entry.status_code <= 599) totals.server_errors! += count;
    else if (entry.status_code >= 400 && entry.status_code <= 499) totals.client_errors! += count;
  }
  return [...days.values()];
}

/** The anonymous cached reads of one endpoint in the current minute. */
interface ReadCounter {
  requests: number;
  totalMs: number;
}

const LIMITS = { endpoint: 2_048, userAgent: 512 } as const;

const UNSTORABLE = new RegExp(UNSTORABLE_TEXT.source, 'g');

/**
 * Text a row can hold on both engines: cut to `limit`, with U+0000 (`%00` in a path) and lone
 * surrogates replaced, since one such value makes PostgreSQL refuse the whole batch.
 */
function storable(text: string, limit: number): string {
  const cut = text.length > limit ? text.slice(0, limit) : text;
  return cut.replace(UNSTORABLE, '\ufffd');
}

/** Distinct endpoints counted in one minute; reads of any further endpoint get a row each. */
export const MAX_COUNTED_ENDPOINTS = 1_000;

/**
 * Writes request logs without making requests wait: entries are buffered and inserted in
 * batches (one transaction through the data layer's bulk insert) every
 * `logFlushIntervalMs` or as soon as LOG_BATCH_SIZE wait. A failed batch is retried once on
 * the next tick and then dropped with an error, so a database outage never crashes the
 * process. `close()` flushes everything that is left.
 *
 * Anonymous reads (a GET answered 200 to a caller who presented no credentials: the settings
 * read of every page view, constants, public content) are counted instead: one row per
 * endpoint and minute whose `request_count` says how many there were, with their average time
 * and no address or agent. They are most of all requests (~400,000 rows in 30 s of load) and
 * tell nothing about anyone; signed-in, failed and writing requests keep a row each.
 */
export function createLogWriter({ handle, config }: Pick<ServiceDeps, 'handle' | 'config'>) {
  let buffer: LogEntry[] = [];
  let failedOnce: LogEntry[] | null = null;
  let running: Promise<void> | null = null;
  let closed = false;
  const counters = new Map<string, ReadCounter>();
  let countersMinute = currentMinute();

  const timer = setInterval(() => {
    if (currentMinute() !== countersMinute) bufferCounts();
    void flush();
  }, Math.max(10, config.logFlushIntervalMs));
  timer.unref();

  /** Turns the counts so far into rows (dated at the start of their minute) and starts counting afresh. */
  function bufferCounts(): void {
    const createdAt = new Date(countersMinute * MINUTE_MS).toISOString();
    for (const [endpoint, counter] of counters) {
      buffer.push({
        endpoint,
        method: 'GET',
        status_code: 200,
        ip: null,
        user_agent: null,
        exec_time: Math.round((counter.totalMs / counter.requests) * 100) / 100,
        created_by: null,
        created_at: createdAt,
        request_count: counter.requests,
      });
    }
    counters.clear();
    countersMinute = currentMinute();
  }

  async function insert(batch: LogEntry[]): Promise<void> {
    await handle.insertRows('logs', LOG_COLUMNS, batch, { table: 'log_days', key: 'day', columns: DAY_COLUMNS, rows: dayTotals(batch) });
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
      if (closed || !config.requestLog) return;
      if (entry.request_count === undefined) entry.request_count = 1;
      entry.endpoint = storable(entry.endpoint, LIMITS.endpoint);
      if (entry.user_agent) entry.user_agent = storable(entry.user_agent, LIMITS.userAgent);
      buffer.push(entry);
      if (buffer.length >= LOG_BATCH_SIZE) void flush();
    },

    /**
     * Counts an anonymous GET answered 200 (`startedAt`: performance.now() on arrival) into its
     * endpoint's row of the minute, allocating nothing once the endpoint has one. False when
     * MAX_COUNTED_ENDPOINTS other endpoints were counted this minute: then it needs a row of its own.
     */
    countAnonymousRead(path: string, startedAt: number): boolean {
      if (closed || !config.requestLog) return true;
      const endpoint = storable(path, LIMITS.endpoint);
      let counter = counters.get(endpoint);
      if (!counter) {
        if (counters.size >= MAX_COUNTED_ENDPOINTS) return false;
        counter = { requests: 0, totalMs: 0 };
        counters.set(endpoint, counter);
      }
      counter.requests++;
      counter.totalMs += performance.now() - startedAt;
      return true;
    },

    /** Writes everything now, the counts of the current minute included. */
    async flush(): Promise<void> {
      bufferCounts();
      await flushEverything();
    },

    /** Entries not yet written (buffered or waiting for their retry). */
    pendingCount: (): number => buffer.length + (failedOnce?.length ?? 0),

    /** Stops the timer and writes everything left; a failing batch gets its one retry here. */
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      bufferCounts();
      await flushEverything();
      if (failedOnce) await flush(true);
    },
  };
}

function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type LogWriter = ReturnType<typeof createLogWriter>;
