import type { Locale } from '@/i18n/locales';
import type { AppConfig } from '@/server/config';
import { translate } from '@/server/i18n/translate';
import type { ConnectionFailure } from '@/server/net/connection-target';
import { createRateLimiter, tooManyRequests } from './rate-limits';

/** The longest one connection test (name lookup, connect, greeting, login, transfer) may take, whatever the server does. */
export const CONNECTION_TEST_DEADLINE_MS = 15_000;

/** Tests of one kind (mail, FTP) one user may run per window; each answers 429 with Retry-After beyond. */
export const CONNECTION_TEST_LIMIT = { points: 10, durationSeconds: 600 } as const;

/** Counts a user's tests of one kind; `admit` throws the 429 once the user had their share. */
export function createConnectionTestLimit(config: Pick<AppConfig, 'redisUrl'>, kind: 'mail' | 'ftp') {
  const limiter = createRateLimiter(config, { name: `connection-test-${kind}`, ...CONNECTION_TEST_LIMIT });
  return {
    async admit(userId: number): Promise<void> {
      const result = await limiter.consume(String(userId));
      if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    },
  };
}

/** The translated text of a failure class: the whole of what the dashboard is told about it. */
export const failureText = (locale: Locale, failure: ConnectionFailure) => translate(locale, `api.connection_test_${failure}`);
