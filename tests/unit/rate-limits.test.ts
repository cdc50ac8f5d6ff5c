import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeRateLimiters, createRateLimiter } from '@/server/services/rate-limits';
import { redisAnswers, TEST_REDIS_URL } from '../helpers/redis';

const redisAvailable = await redisAnswers();
afterAll(() => closeRateLimiters());

describe('rate limiters', () => {
  it('allow the given points per key in memory, then refuse with a retry time', async () => {
    const limiter = createRateLimiter({ redisUrl: null }, { name: `test-${randomUUID()}`, points: 2, durationSeconds: 60 });
    expect(await limiter.consume('a')).toEqual({ allowed: true, used: 1 });
    expect(await limiter.consume('a')).toEqual({ allowed: true, used: 2 });
    const refused = await limiter.consume('a');
    expect(refused).toMatchObject({ allowed: false, used: 3 });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await limiter.consume('b')).toEqual({ allowed: true, used: 1 });
  });

  it.skipIf(!redisAvailable)('share one budget across instances through Redis', async () => {
    const limit = { name: `test-${randomUUID()}`, points: 2, durationSeconds: 60 };
    const first = createRateLimiter({ redisUrl: TEST_REDIS_URL }, limit);
    const second = createRateLimiter({ redisUrl: TEST_REDIS_URL }, limit);
    expect((await first.consume('10.0.0.1')).allowed).toBe(true);
    expect((await second.consume('10.0.0.1')).allowed).toBe(true);
    expect((await first.consume('10.0.0.1')).allowed).toBe(false);
    expect((await second.consume('10.0.0.2')).allowed).toBe(true);
  });

  it('keep counting in memory while Redis is unreachable', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const limiter = createRateLimiter({ redisUrl: 'redis://127.0.0.1:1' }, { name: `test-${randomUUID()}`, points: 1, durationSeconds: 60 });
      expect((await limiter.consume('a')).allowed).toBe(true);
      expect((await limiter.consume('a')).allowed).toBe(false);
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
