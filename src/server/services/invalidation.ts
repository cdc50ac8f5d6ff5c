import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { workerRelay } from '@/server/cluster/worker-link';
import { connectRedisOrFail } from './redis';

/**
 * Tells every cache in this process, and every other instance (through Redis) or, without Redis,
 * every other worker of this machine's primary (through it), that a
 * topic's data changed. Topics: 'settings' (settings, menus, modules, contents),
 * 'sessions' (a user's sessions or permissions), 'submissions' (a form's inbox) and 'media' (the
 * media library): nothing caches these two, the dashboard reads them fresh.
 */
export type InvalidationTopic = 'settings' | 'sessions' | 'submissions' | 'media';

/**
 * The 'settings' detail of a write to one content of a module: only what shows that module
 * changes (the page cache keeps other modules' pages). 'settings' without it: anything may have.
 */
export const contentTopic = (moduleKey: string, contentId: number): string => `content:${moduleKey}:${contentId}`;

/** The content a contentTopic detail names, or null when the detail is not one. */
export function contentOfTopic(detail: string | undefined): { moduleKey: string; contentId: number } | null {
  const match = /^content:(.+):(\d+)$/.exec(detail ?? '');
  return match ? { moduleKey: match[1], contentId: Number(match[2]) } : null;
}

export interface InvalidationBus {
  publish(topic: InvalidationTopic, detail?: string): void;
  subscribe(topic: InvalidationTopic, listener: (detail?: string) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'polyglot:invalidate';

export async function createInvalidationBus(redisUrl: string | null): Promise<InvalidationBus> {
  const local = new EventEmitter();
  local.setMaxListeners(100);
  const instanceId = randomUUID();
  let publisher: import('ioredis').Redis | null = null;
  let subscriber: import('ioredis').Redis | null = null;
  const relay = redisUrl ? null : workerRelay();
  const stopListening = relay?.listen((payload) => {
    const { topic, detail } = payload as { topic?: InvalidationTopic; detail?: string };
    if (topic) local.emit(topic, detail);
  });

  if (redisUrl) {
    publisher = await connectRedisOrFail(redisUrl, 'invalidation publisher', { maxRetriesPerRequest: 2 });
    try {
      subscriber = await connectRedisOrFail(redisUrl, 'invalidation subscriber');
      await subscriber.subscribe(CHANNEL);
    } catch (error) {
      publisher.disconnect();
      subscriber?.disconnect();
      throw error;
    }
    subscriber.on('message', (_channel, raw: string) => {
      try {
        const message = JSON.parse(raw) as { from: string; topic: InvalidationTopic; detail?: string };
        if (message.from !== instanceId) local.emit(message.topic, message.detail);
      } catch {
        /* a foreign message on our channel is ignored */
      }
    });
  }

  return {
    publish(topic, detail) {
      local.emit(topic, detail);
      relay?.send({ topic, detail });
      publisher?.publish(CHANNEL, JSON.stringify({ from: instanceId, topic, detail })).catch((error) => {
        console.error('[invalidation] redis publish failed:', error instanceof Error ? error.message : error);
      });
    },
    subscribe(topic, listener) {
      local.on(topic, listener);
      return () => local.off(topic, listener);
    },
    async close() {
      stopListening?.();
      local.removeAllListeners();
      await Promise.all([publisher?.quit(), subscriber?.quit()]);
    },
  };
}
