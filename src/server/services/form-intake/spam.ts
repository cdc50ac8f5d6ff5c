import type { AppConfig } from '@/server/config';
import { createRateLimiter, type RateLimit } from '../rate-limits';
import type { TicketSigner } from './ticket';

/** Why a submission is held as spam (stored as `spam_reason`), in the order they are judged. */
export type SpamReason = 'honeypot' | 'no_ticket' | 'ticket_expired' | 'too_fast' | 'ticket_reused' | 'burst';

/** A person takes longer than `min` to fill a form in, and sends it within `max` of seeing it. */
export const FILL_TIME_MS = { min: 3_000, max: 24 * 3_600_000 } as const;

/**
 * Submissions one address may store within the window before the next (and those before it in
 * the window) are held: a bot firing one body after another. The staff mail of a submission
 * waits out this window (staff-mail.ts), so a burst's first submissions are never mailed either.
 */
export const FORM_BURST_LIMIT = { name: 'form-burst', points: 2, durationSeconds: 60 } as const satisfies RateLimit;

export interface SpamSignals {
  moduleKey: string;
  /** The form's ticket as sent. */
  ticket: unknown;
  /** The honeypot field as sent. */
  honeypot: unknown;
  ip: string | null;
  now: Date;
}

export interface SpamVerdict {
  reason: SpamReason | null;
  /** This submission went over its address's burst limit: the earlier ones of the window are held too. */
  burst: boolean;
}

const isFilled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Judges a submission that passed validation and is no double submit; counts it towards its
 * address's burst and uses up its ticket, so call it once per stored submission.
 */
export function createSpamJudge(config: Pick<AppConfig, 'redisUrl'>, tickets: TicketSigner) {
  const bursts = createRateLimiter(config, FORM_BURST_LIMIT);
  // A ticket is good for one submission: the same one again is a replay.
  const usedTickets = createRateLimiter(config, { name: 'form-ticket', points: 1, durationSeconds: FILL_TIME_MS.max / 1000 });

  return {
    async judge({ moduleKey, ticket, honeypot, ip, now }: SpamSignals): Promise<SpamVerdict> {
      const burst = ip !== null && !(await bursts.consume(ip)).allowed;
      const claims = tickets.read(ticket, moduleKey);
      const age = claims ? now.getTime() - claims.issuedAt : 0;
      const reused = claims !== null && !(await usedTickets.consume(claims.nonce)).allowed;
      const reason: SpamReason | null = isFilled(honeypot) ? 'honeypot'
        : !claims ? 'no_ticket'
        : age > FILL_TIME_MS.max ? 'ticket_expired'
        : age < FILL_TIME_MS.min ? 'too_fast'
        : reused ? 'ticket_reused'
        : burst ? 'burst'
        : null;
      return { reason, burst };
    },
  };
}

export type SpamJudge = ReturnType<typeof createSpamJudge>;
