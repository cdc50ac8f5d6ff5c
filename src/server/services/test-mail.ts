import type { Locale } from '@/i18n/locales';
import { translate } from '@/server/i18n/translate';
import { sendDirect, type MailEnvironment } from '@/server/mail/transport';
import { errorMessage } from '@/server/startup-error';
import type { TestMailResult } from '@/shared/api/settings';
import { ApiError } from './api-error';
import type { SettingsService } from './settings';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * "Send a test mail" of the dashboard's mail settings: one mail to the caller, sent at once
 * through the configured SMTP server or mail provider (not the outbox), reporting what it answered.
 */
export function createTestMailService(settings: SettingsService, environment: MailEnvironment) {
  return {
    async send(to: string, locale: Locale): Promise<TestMailResult> {
      const all = await settings.getAll();
      const app = typeof all.app_name === 'string' && all.app_name.trim() ? all.app_name : 'Polyglot';
      const subject = translate(locale, 'mail.test_mail.subject', { app });
      const body = translate(locale, 'mail.test_mail.body', { app });
      try {
        const response = await sendDirect(all, environment, { to, subject, text: body, html: `<p>${escapeHtml(body)}</p>` });
        if (response === null) throw new ApiError(409, 'mail_not_configured');
        return { sent: true, to, response };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        return { sent: false, to, response: errorMessage(error) };
      }
    },
  };
}
