import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '@/server/config';

export interface RateLimit {
  /** Names the counter, e.g. 'forms'. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  consume(key: string): Promise<RateLimitResult>;
}

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
 * A fixed-window limiter per key: in memory, or shared through Redis when REDIS_URL is set
 * (with an in-memory fallback while Redis is unreachable).
 */
export function createRateLimiter(config: Pick<AppConfig, 'redisUrl'>, limit: RateLimit): RateLimiter {
  const options = { keyPrefix: `rl:${limit.name}`, points: limit.points, duration: limit.durationSeconds };
  let limiter: Promise<RateLimiterAbstract> | null = null;

  const build = async (): Promise<RateLimiterAbstract> => {
    const memory = new RateLimiterMemory(options);
    if (!config.redisUrl) return memory;
    return new RateLimiterRedis({ ...options, storeClient: await redisClient(config.redisUrl), insuranceLimiter: memory });
  };

  return {
    async consume(key) {
      limiter ??= build();
      try {
        await (await limiter).consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
  };
}

/** Closes the shared Redis connections (on shutdown). */
export async function closeRateLimiters(): Promise<void> {
  const clients = [...redisClients.values()];
  redisClients.clear();
  for (const client of await Promise.all(clients)) client.disconnect();
}
