import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { translate } from '@/server/i18n/translate';
import type { Outbox, QueuedMail } from '@/server/mail/outbox';
import type { MailTemplate } from '@/server/mail/templates';
import { lazyImport } from '@/server/lazy-import';
import type { MailQuota } from './mail-quota';
import type { SettingsService } from './settings';
import { formatInstant, NEUTRAL_TIME_ZONE } from '@/shared/time';

type Executor = DbHandle['db'];

const FALLBACK_APP_NAME = 'Polyglot';

/** The templates pull in React Email (about a second of module loading): loaded on the first mail, not at start. */
const loadTemplates = lazyImport(() => import('@/server/mail/templates'));

/**
 * Renders mails in the recipient's language and queues them in the outbox. Rendering is
 * slow (React), so callers render first and queue inside their transaction: the mail then
 * exists exactly when the change it reports does.
 */
export function createMailer(outbox: Outbox, settings: SettingsService, quota: MailQuota) {
  return {
    /**
     * The mail, or null when the address has had its share of mail for now (mail-quota.ts): then
     * nothing is sent and the caller makes no link for it, so the last one mailed keeps working.
     * `counted: false` for mail to the site's own staff address, which no visitor chooses.
     */
    async render(to: string, locale: Locale, mail: MailTemplate, { counted = true }: { counted?: boolean } = {}): Promise<QueuedMail | null> {
      if (counted && !(await quota.admit(to, mail.template))) {
        console.warn(`[mail] not sending "${mail.template}" to ${to}: the address had its share of mail for now`);
        return null;
      }
      const appName = await settings.get<string>('app_name');
      const { renderMail } = await loadTemplates();
      const rendered = await renderMail(
        {
          locale,
          appName: typeof appName === 'string' && appName.trim() ? appName : FALLBACK_APP_NAME,
          t: (key, params) => translate(locale, key, params),
        },
        mail,
      );
      return { to, template: mail.template, ...rendered };
    },

    /** Queues a rendered mail (none for null), inside the caller's transaction when `executor` is one. */
    async queue(mail: QueuedMail | null, executor?: Executor): Promise<void> {
      if (mail) await outbox.enqueue(mail, executor);
    },

    /** Asks the worker to deliver now, after a transaction that queued mail has committed. */
    deliverSoon(): void {
      void outbox.processDue();
    },

    /** A date and time for a mail body, in the recipient's language and chosen zone (else UTC), the zone named. */
    formatWhen(date: Date, locale: Locale, timeZone: string | null): string {
      return formatInstant(date.toISOString(), locale, timeZone ?? NEUTRAL_TIME_ZONE, 'date-time', { zoneLabel: true });
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
