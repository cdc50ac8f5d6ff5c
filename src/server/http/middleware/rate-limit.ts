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
