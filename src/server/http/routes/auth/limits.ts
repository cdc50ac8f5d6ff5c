import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '@/server/config';
import { createRateLimiter, tooManyRequests, type RateLimiter } from '@/server/services/rate-limits';
import { rateLimitByIp } from '../../middleware/rate-limit';
import type { ApiEnv } from '../../types';

/** The account calls with their own counters. */
export type AuthAction = 'sign_in' | 'sign_up' | 'forgot_password' | 'reset_password' | 'verify' | 'oauth' | 'change_password' | 'revert_email';

export interface AuthLimiter {
  /** Route middleware: counts every attempt from the caller's address, before anything else runs. */
  perIp: MiddlewareHandler<ApiEnv>;
  /** Counts an attempt against an account (username or e-mail, lower-cased); 429 once used up. */
  perAccount(...accounts: (string | number)[]): Promise<void>;
}

/**
 * Limits for one account call, per address and per account, with the points and window of the
 * configuration (AUTH_RATE_LIMIT_*): in memory, or shared through Redis when REDIS_URL is set.
 */
export function createAuthLimiter(config: Pick<AppConfig, 'redisUrl' | 'auth'>, action: AuthAction): AuthLimiter {
  const { ipPoints, accountPoints, windowSeconds } = config.auth.rateLimit;
  const byIp = createRateLimiter(config, { name: `auth-${action}-ip`, points: ipPoints, durationSeconds: windowSeconds });
  const byAccount: RateLimiter = createRateLimiter(config, { name: `auth-${action}-account`, points: accountPoints, durationSeconds: windowSeconds });
  return {
    perIp: rateLimitByIp(byIp),
    async perAccount(...accounts) {
      for (const account of accounts) {
        const result = await byAccount.consume(String(account).trim().toLowerCase());
        if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
      }
    },
  };
}
