import cluster from 'node:cluster';

/** The variable the primary gives each worker: its place, 0 to count − 1, kept by its replacements. */
export const WORKER_SLOT_VARIABLE = 'POLYGLOT_WORKER_SLOT';

/** A worker's place among the primary's workers, or null when this process serves alone. */
export function workerSlot(env: NodeJS.ProcessEnv = process.env): number | null {
  if (!cluster.isWorker) return null;
  const slot = Number(env[WORKER_SLOT_VARIABLE]);
  return Number.isInteger(slot) ? slot : null;
}

/**
 * Whether this process runs the work done once per site (the mail outbox's polling, retention and
 * sweeps, background image work): a process serving alone does, and of the workers only the first.
 */
export function runsSiteJobs(env: NodeJS.ProcessEnv = process.env): boolean {
  const slot = workerSlot(env);
  return slot === null || slot === 0;
}

/** A message between the workers, passed on by the primary to every worker but its sender. */
export interface RelayedMessage {
  channel: typeof RELAY_CHANNEL;
  payload: unknown;
}

export const RELAY_CHANNEL = 'polyglot:relay';

export const isRelayed = (message: unknown): message is RelayedMessage =>
  typeof message === 'object' && message !== null && (message as RelayedMessage).channel === RELAY_CHANNEL;

/**
 * In a worker: a way to tell the other workers (through the primary), and to hear them; null when
 * this process serves alone.
 */
export function workerRelay(): { send(payload: unknown): void; listen(listener: (payload: unknown) => void): () => void } | null {
  if (!cluster.isWorker || !process.send) return null;
  return {
    send(payload) {
      // The primary is gone only while this worker is being stopped: nothing is left to tell.
      if (process.connected) process.send!({ channel: RELAY_CHANNEL, payload } satisfies RelayedMessage);
    },
    listen(listener) {
      const onMessage = (message: unknown) => {
        if (isRelayed(message)) listener(message.payload);
      };
      process.on('message', onMessage);
      return () => void process.off('message', onMessage);
    },
  };
}
