import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { closeRateLimiters } from '@/server/services/rate-limits';
import { addressKey, createSignInThrottle, signInSubject, type SignInThrottle } from '@/server/services/auth/sign-in-throttle';
import { redisAnswers, TEST_REDIS_URL } from '../helpers/redis';

const redisAvailable = await redisAnswers();
afterAll(() => closeRateLimiters());

const PER_ADDRESS = 3;
const TOTAL = 4;
const config = (redisUrl: string | null) => loadConfig({
  REDIS_URL: redisUrl ?? undefined,
  AUTH_RATE_LIMIT_ACCOUNT_POINTS: String(PER_ADDRESS),
  AUTH_RATE_LIMIT_ACCOUNT_TOTAL_POINTS: String(TOTAL),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
});

/** 'ok' when let through (then a failure or a success as asked), else 429. */
async function attempt(throttle: SignInThrottle, subject: string, address: string, outcome: 'fail' | 'succeed'): Promise<'ok' | 429> {
  try {
    const started = await throttle.begin(subject, address);
    if (outcome === 'succeed') await started.succeeded();
    return 'ok';
  } catch (error) {
    if ((error as { status?: number }).status === 429) return 429;
    throw error;
  }
}

let addresses = 0;
const fresh = () => `203.0.113.${++addresses % 250}-${randomUUID().slice(0, 8)}`;

describe.each([
  ['in memory', null],
  ['through Redis', TEST_REDIS_URL],
])('the sign-in throttle %s', (_, redisUrl) => {
  const skip = redisUrl !== null && !redisAvailable;

  it.skipIf(skip)('locks one address out of one account, not the owner elsewhere', async () => {
    const throttle = createSignInThrottle(config(redisUrl));
    const subject = signInSubject(undefined, `owner-${randomUUID()}`);
    const guesser = fresh();
    for (let i = 0; i < PER_ADDRESS; i++) expect(await attempt(throttle, subject, guesser, 'fail')).toBe('ok');
    expect(await attempt(throttle, subject, guesser, 'succeed')).toBe(429);
    expect(await attempt(throttle, subject, fresh(), 'succeed')).toBe('ok');
  });

  it.skipIf(skip)('under attack from many addresses: fresh ones get one try, known ones keep working, twice the total stops fresh ones', async () => {
    const throttle = createSignInThrottle(config(redisUrl));
    const subject = signInSubject(undefined, `someone-${randomUUID()}`);
    const home = fresh();
    expect(await attempt(throttle, subject, home, 'succeed')).toBe('ok');
    const guessers = Array.from({ length: TOTAL }, fresh);
    for (const address of guessers) expect(await attempt(throttle, subject, address, 'fail')).toBe('ok');
    expect(await attempt(throttle, subject, guessers[0], 'succeed')).toBe(429);
    expect(await attempt(throttle, subject, fresh(), 'succeed')).toBe('ok');
    for (let i = 0; i < TOTAL; i++) expect(await attempt(throttle, subject, fresh(), 'fail')).toBe('ok');
    expect(await attempt(throttle, subject, fresh(), 'succeed')).toBe(429);
    expect(await attempt(throttle, subject, home, 'succeed')).toBe('ok');
  });

  it.skipIf(!redisAvailable || redisUrl === null)('shares its counts between instances', async () => {
    const [first, second] = [createSignInThrottle(config(redisUrl)), createSignInThrottle(config(redisUrl))];
    const subject = signInSubject(undefined, randomUUID());
    const guesser = fresh();
    for (let i = 0; i < PER_ADDRESS; i++) expect(await attempt(i % 2 ? first : second, subject, guesser, 'fail')).toBe('ok');
    expect(await attempt(first, subject, guesser, 'succeed')).toBe(429);
    expect(await attempt(second, subject, guesser, 'succeed')).toBe(429);
  });
});

describe('signInSubject', () => {
  it('names an account by id, whatever identifier was typed, and anything else by the identifier in lower case', () => {
    expect(signInSubject(42, 'Ada')).toBe(signInSubject(42, 'ada@example.com'));
    expect(signInSubject(undefined, ' Nobody@Example.com')).toBe(signInSubject(undefined, 'nobody@example.com'));
    expect(signInSubject(undefined, '42')).not.toBe(signInSubject(42, '42'));
  });
});

describe('addressKey', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '::ffff:198.51.100.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [null, 'unknown'],
  ])('%s → %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
