import type { AppConfig } from '@/server/config';
import type { MailTemplate } from '@/server/mail/templates';
import { createRateLimiter, type RateLimitResult } from './rate-limits';

/**
 * Notices of a change to an account go to its owner and have their own budget, so that mail
 * anyone can request for an address (recovery, verification links) cannot use up the budget
 * of the notice that the password was changed.
 */
const NOTICE_TEMPLATES: ReadonlySet<string> = new Set<MailTemplate['template']>([
  'password_changed',
  'provider_linked',
  'email_change_revert',
]);

/** One mailbox, however the address is written: any case, and without a `+tag` (`ada+1@x` is `ada@x`). */
export function recipientKey(address: string): string {
  const normalized = address.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at < 0) return normalized;
  return `${normalized.slice(0, at).split('+')[0]}${normalized.slice(at)}`;
}

/** Every kind of mail the budget counts: the templates, and the dashboard's test mail (sent at once, not queued). */
export type CountedMail = MailTemplate['template'] | 'test_mail';

export interface MailQuota {
  /** Whether one more mail of the template may go to the address now; counts it when it may. */
  admit(recipient: string, template: CountedMail): Promise<boolean>;
  /** As admit, with how long to wait when it may not (for a 429's Retry-After). */
  consume(recipient: string, template: CountedMail): Promise<RateLimitResult>;
}

/**
 * Per-recipient limits on every mail (MAIL_RECIPIENT_LIMIT_PER_HOUR / _PER_DAY): in memory, or
 * shared through Redis when REDIS_URL is set. Every mail of this product can be caused by a
 * visitor, for an address they need not own.
 */
export function createMailQuota(config: Pick<AppConfig, 'redisUrl' | 'mailRecipientLimits'>): MailQuota {
  const { perHour, perDay } = config.mailRecipientLimits;
  const hourly = createRateLimiter(config, { name: 'mail-recipient-hour', points: perHour, durationSeconds: 3600 });
  const daily = createRateLimiter(config, { name: 'mail-recipient-day', points: perDay, durationSeconds: 24 * 3600 });
  async function consume(recipient: string, template: CountedMail): Promise<RateLimitResult> {
    const key = `${NOTICE_TEMPLATES.has(template) ? 'notice' : 'request'}:${recipientKey(recipient)}`;
    const hour = await hourly.consume(key);
    if (!hour.allowed) return hour;
    const day = await daily.consume(key);
    if (!day.allowed) await hourly.refund(key);
    return day;
  }
  return {
    consume,
    async admit(recipient, template) {
      return (await consume(recipient, template)).allowed;
    },
  };
}
