import { isIP } from 'node:net';
import type { AppConfig } from '@/server/config';
import { createRateLimiter, tooManyRequests } from '../rate-limits';

/**
 * An address the account signed in from is trusted for this long (renewed by a sign-in after it
 * lapses). The in-memory store keeps each key with a timer, and timers cannot wait past 24.8 days.
 */
const KNOWN_ADDRESS_SECONDS = 14 * 24 * 3600;

/** One attempt let through: call `succeeded` once the password matched; a failure needs nothing. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

export interface SignInThrottle {
  /** Counts an attempt on `subject` from `address` before the password is checked; 429 when refused. */
  begin(subject: string, address: string | null): Promise<SignInAttempt>;
}

/** What the counters call an account: its id, or for an identifier of no account the identifier itself. */
export function signInSubject(userId: number | undefined, identifier: string): string {
  return userId === undefined ? `name:${identifier.trim().toLowerCase()}` : `user:${userId}`;
}

/**
 * The address as the counters see it: an IPv6 client's whole /64 (one host usually holds all of
 * it, so one address each would cost nothing), anything else as it is.
 */
export function addressKey(address: string | null): string {
  if (!address) return 'unknown';
  const plain = address.replace(/%.*$/, '');
  if (isIP(plain) !== 6 || /^::ffff:\d/i.test(plain)) return plain;
  const [head, tail] = plain.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/**
 * Sign-in throttling that a guesser cannot turn against the owner. Failed attempts count per
 * account, by id, so its username and e-mail address share one count; an identifier of no
 * account is counted by itself the very same way, so nothing tells the two apart. Per window
 * (AUTH_RATE_LIMIT_WINDOW_SECONDS):
 *
 * 1. per account and address, AUTH_RATE_LIMIT_ACCOUNT_POINTS failures: then that address gets
 *    429 for that account, even with the right password;
 * 2. past AUTH_RATE_LIMIT_ACCOUNT_TOTAL_POINTS failures of the account from all addresses it is
 *    under attack: only an address with no failure on it in the window, or one it signed in
 *    from in the last 14 days, may still try;
 * 3. past twice that, only those known addresses may.
 *
 * A guesser spread over many addresses thus gets at most twice the total a window, while the
 * owner signs in as usual from a known address, and from a new one until the guesser has also
 * used up the second half. A success forgets the address's failures and gives back its point.
 * Attempts are counted before the (slow) password check, so parallel ones cannot slip through.
 */
export function createSignInThrottle(config: Pick<AppConfig, 'redisUrl' | 'auth'>): SignInThrottle {
  const { accountPoints, accountTotalPoints, windowSeconds } = config.auth.rateLimit;
  const fromAddress = createRateLimiter(config, { name: 'auth-sign_in-account-address', points: accountPoints, durationSeconds: windowSeconds });
  const overall = createRateLimiter(config, { name: 'auth-sign_in-account', points: accountTotalPoints, durationSeconds: windowSeconds });
  const knownAddresses = createRateLimiter(config, { name: 'auth-sign_in-known-address', points: Number.MAX_SAFE_INTEGER, durationSeconds: KNOWN_ADDRESS_SECONDS });

  return {
    async begin(subject, address) {
      const pair = `${subject}|${addressKey(address)}`;
      const here = await fromAddress.consume(pair);
      if (!here.allowed) throw tooManyRequests(here.retryAfterSeconds);

      const account = await overall.consume(subject);
      if (!account.allowed) {
        const fresh = here.used === 1 && account.used <= 2 * accountTotalPoints;
        if (!fresh && (await knownAddresses.used(pair)) === 0) {
          // Refused before any check: the account's count stays for the attempts that ran.
          await overall.refund(subject);
          throw tooManyRequests(account.retryAfterSeconds);
        }
      }

      return {
        async succeeded() {
          await Promise.all([fromAddress.reset(pair), overall.refund(subject), knownAddresses.consume(pair)]);
        },
      };
    },
  };
}
