import type { Redis, RedisOptions } from 'ioredis';
import { errorMessage, redactUrl, StartupError } from '@/server/startup-error';

/** How long start waits for Redis before it gives up with a message naming REDIS_URL. */
export const REDIS_CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connected Redis client, or a StartupError naming REDIS_URL and the cause within
 * REDIS_CONNECT_TIMEOUT_MS (ioredis alone would queue commands and retry for about 90 s).
 * Once connected, ioredis reconnects by itself after an outage; its errors are logged.
 */
export async function connectRedisOrFail(url: string, purpose: string, options: RedisOptions = {}): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, ...options, lazyConnect: true });
  let lastError: unknown = null;
  const remember = (error: unknown) => {
    lastError = error;
  };
  client.on('error', remember);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new StartupError(`Redis at ${redactUrl(url)} is unreachable (REDIS_URL): ${errorMessage(lastError ?? error)}`, { cause: lastError ?? error });
  }
  client.off('error', remember);
  client.on('error', (error) => console.error(`[redis] ${purpose}: ${errorMessage(error)}`));
  return client;
}
