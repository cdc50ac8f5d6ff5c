import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '@/server/config';
import { ApiError } from './api-error';

export interface RateLimit {
  /** Names the counter, e.g. 'forms'. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** `used`: the key's points in the current window, this one included (also when refused). */
export type RateLimitResult = { allowed: true; used: number } | { allowed: false; used: number; retryAfterSeconds: number };

export interface RateLimiter {
  /** Uses `points` (1 unless given; a byte quota counts bytes). */
  consume(key: string, points?: number): Promise<RateLimitResult>;
  /** The key's points in the current window, without using one. */
  used(key: string): Promise<number>;
  /** Seconds until the key's current window ends (at least 1). */
  retryAfter(key: string): Promise<number>;
  /** Gives `points` (1 unless given) back: an attempt that turned out not to count. */
  refund(key: string, points?: number): Promise<void>;
  /** Forgets the key's points. */
  reset(key: string): Promise<void>;
}

/** 429 "too many requests" with its Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'too_many_requests', undefined, { headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/** How long a worker waits for the primary's count before the request fails (it answers in well under a millisecond). */
const CLUSTER_ANSWER_MS = 5_000;

/** One Redis connection per URL, shared by every limiter of the process. */
const redisClients = new Map<string, Promise<import('ioredis').Redis>>();

async function connectRedis(url: string): Promise<import('ioredis').Redis> {
  const { Redis } = await import('ioredis');
  // Without an offline queue a command fails at once while Redis is away, and the limiter
  // falls back to memory; so wait for the first connection before counting anything.
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
  } catch (error) {
    console.error('[rate-limit] Redis is unreachable; limits count per instance until it answers:', error instanceof Error ? error.message : error);
  }
  return client;
}

function redisClient(url: string) {
  let client = redisClients.get(url);
  if (!client) {
    client = connectRedis(url);
    redisClients.set(url, client);
  }
  return client;
}

/**
 * A fixed-window limiter per key: shared through Redis when REDIS_URL is set (with an in-memory
 * fallback while Redis is unreachable); else in memory, the primary's when this process is one of
 * its workers (src/server/cluster/primary.ts), so a limit is one limit however many workers serve.
 */
export function createRateLimiter(config: Pick<AppConfig, 'redisUrl'>, limit: RateLimit): RateLimiter {
  const options = { keyPrefix: `rl:${limit.name}`, points: limit.points, duration: limit.durationSeconds };
  let limiter: Promise<RateLimiterAbstract> | null = null;

  const build = async (): Promise<RateLimiterAbstract> => {
    if (!config.redisUrl && cluster.isWorker) {
      // Each one hears the primary's answers on the process's 'message' event.
      process.setMaxListeners(process.getMaxListeners() + 1);
      return new RateLimiterCluster({ ...options, timeoutMs: CLUSTER_ANSWER_MS });
    }
    const memory = new RateLimiterMemory(options);
    if (!config.redisUrl) return memory;
    return new RateLimiterRedis({ ...options, storeClient: await redisClient(config.redisUrl), insuranceLimiter: memory });
  };

  const store = () => (limiter ??= build());

  return {
    async consume(key, points = 1) {
      try {
        const result = await (await store()).consume(key, points);
        return { allowed: true, used: result.consumedPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, used: rejection.consumedPoints, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
    async used(key) {
      return (await (await store()).get(key))?.consumedPoints ?? 0;
    },
    async retryAfter(key) {
      return Math.max(1, Math.ceil(((await (await store()).get(key))?.msBeforeNext ?? 0) / 1000));
    },
    async refund(key, points = 1) {
      await (await store()).reward(key, points);
    },
    async reset(key) {
      await (await store()).delete(key);
    },
  };
}

/** Closes the shared Redis connections (on shutdown). */
export async function closeRateLimiters(): Promise<void> {
  const clients = [...redisClients.values()];
  redisClients.clear();
  for (const client of await Promise.all(clients)) client.disconnect();
}
