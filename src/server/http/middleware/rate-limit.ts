import type { MiddlewareHandler } from 'hono';
import { tooManyRequests, type RateLimiter } from '@/server/services/rate-limits';
import { clientIp } from '../client-ip';
import type { ApiEnv } from '../types';

/** 429 "too many requests" (with Retry-After) once the caller's address used up its points. */
export function rateLimitByIp(limiter: RateLimiter): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const result = await limiter.consume(clientIp(c) ?? 'unknown');
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    await next();
  };
}

/** The methods rateLimitWritesByUser counts. */
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const WRITES = new Set<string>(WRITE_METHODS);

/**
 * 429 once a signed-in user made more writes than their points allow (a stolen session or a
 * runaway script cannot rewrite the site at full speed). Reads are not counted; a request
 * without a session goes on to its route's 401.
 */
export function rateLimitWritesByUser(limiter: RateLimiter): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (WRITES.has(c.req.method)) {
      const user = await c.get('auth').user();
      const result = user ? await limiter.consume(String(user.id)) : null;
      if (result && !result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    }
    await next();
  };
}
