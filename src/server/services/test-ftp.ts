import type { Locale } from '@/i18n/locales';
import type { AppConfig } from '@/server/config';
import { translate } from '@/server/i18n/translate';
import { resolveConnectionTarget } from '@/server/net/connection-target';
import { probeFtp, resolveFtpOptions } from '@/server/storage/ftp';
import type { TestFtpResult } from '@/shared/api/settings';
import { ApiError } from './api-error';
import { CONNECTION_TEST_DEADLINE_MS, createConnectionTestLimit, failureText } from './connection-tests';
import type { SettingsService } from './settings';

/**
 * "Test connection" of the dashboard's FTP settings: logs in to the saved server with the
 * saved (decrypted) password and lists the working directory. Not a port scanner: limited per
 * user, only public addresses (or CONNECTION_TEST_ALLOWED_HOSTS), one overall deadline, and the
 * answer a translated class, never the server's bytes.
 */
export function createTestFtpService(
  settings: SettingsService,
  config: Pick<AppConfig, 'redisUrl' | 'connectionTestAllowedHosts'>,
  { deadlineMs = CONNECTION_TEST_DEADLINE_MS } = {},
) {
  const limit = createConnectionTestLimit(config, 'ftp');
  const resolve = (host: string) => resolveConnectionTarget(host, config.connectionTestAllowedHosts);
  return {
    async run(actor: { id: number }, locale: Locale): Promise<TestFtpResult> {
      await limit.admit(actor.id);
      const options = resolveFtpOptions(await settings.getAll());
      if (!options) throw new ApiError(409, 'ftp_not_configured');
      const probe = await probeFtp(options, { deadlineMs, resolve });
      const response = probe.failure ? failureText(locale, probe.failure) : translate(locale, 'api.connection_test_ftp_ok');
      return { ...probe, response };
    },
  };
}
