import type { Locale } from '@/i18n/locales';
import type { AppConfig } from '@/server/config';
import { translate } from '@/server/i18n/translate';
import { resolveMailOptions, sendDirectSmtp, sendThroughResend, type OutgoingMail, type SmtpOptions } from '@/server/mail/transport';
import { ConnectionTestFailure, isLoopbackHost, resolveConnectionTarget, withDeadline } from '@/server/net/connection-target';
import { errorMessage } from '@/server/startup-error';
import type { TestMailResult } from '@/shared/api/settings';
import { ApiError } from './api-error';
import { CONNECTION_TEST_DEADLINE_MS, createConnectionTestLimit, failureText } from './connection-tests';
import type { MailQuota } from './mail-quota';
import { tooManyRequests } from './rate-limits';
import type { SettingsService } from './settings';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type TestMailConfig = Pick<AppConfig, 'redisUrl' | 'connectionTestAllowedHosts' | 'smtpOverrides' | 'mailApiUrl'>;

/**
 * "Send a test mail" of the dashboard's mail settings: one mail to the caller, sent at once
 * through the configured SMTP server or mail provider (not the outbox), counted against the
 * caller's mail budget. An SMTP server is tested as a connection test: limited per user, only
 * public addresses (or CONNECTION_TEST_ALLOWED_HOSTS), one overall deadline, and the answer a
 * translated class, never the server's bytes. The provider (MAIL_API_URL, the operator's) is
 * reported as it answers, its key redacted.
 */
export function createTestMailService(
  settings: SettingsService,
  config: TestMailConfig,
  quota: MailQuota,
  { deadlineMs = CONNECTION_TEST_DEADLINE_MS } = {},
) {
  const limit = createConnectionTestLimit(config, 'mail');

  async function sendOverSmtp(options: SmtpOptions, mail: OutgoingMail): Promise<void> {
    const abandon = new AbortController();
    await withDeadline(deadlineMs, () => abandon.abort(), async () => {
      const address = await resolveConnectionTarget(options.host, config.connectionTestAllowedHosts);
      if (options.encryption === 'none' && options.user && options.pass && !isLoopbackHost(address)) {
        throw new ApiError(409, 'smtp_auth_unencrypted');
      }
      await sendDirectSmtp(options, mail, address, abandon.signal);
    });
  }

  return {
    async send(actor: { id: number; email: string }, locale: Locale): Promise<TestMailResult> {
      await limit.admit(actor.id);
      const all = await settings.getAll();
      const options = resolveMailOptions(all, config);
      if (!options) throw new ApiError(409, 'mail_not_configured');
      const budget = await quota.consume(actor.email, 'test_mail');
      if (!budget.allowed) throw tooManyRequests(budget.retryAfterSeconds);

      const to = actor.email;
      const app = typeof all.app_name === 'string' && all.app_name.trim() ? all.app_name : 'Polyglot';
      const subject = translate(locale, 'mail.test_mail.subject', { app });
      const body = translate(locale, 'mail.test_mail.body', { app });
      const mail = { to, subject, text: body, html: `<p>${escapeHtml(body)}</p>` };
      if (options.driver === 'resend') {
        try {
          return { sent: true, to, response: await sendThroughResend(options, mail), failure: null };
        } catch (error) {
          const response = errorMessage(error);
          return { sent: false, to, response, failure: /^\d{3}\b/.test(response) ? 'rejected' : 'unreachable' };
        }
      }
      try {
        await sendOverSmtp(options, mail);
        return { sent: true, to, response: translate(locale, 'api.connection_test_smtp_ok'), failure: null };
      } catch (error) {
        if (!(error instanceof ConnectionTestFailure)) throw error;
        return { sent: false, to, response: failureText(locale, error.failure), failure: error.failure };
      }
    },
  };
}
