import { probeFtp, resolveFtpOptions } from '@/server/storage/ftp';
import type { TestFtpResult } from '@/shared/api/settings';
import { ApiError } from './api-error';
import type { SettingsService } from './settings';

/**
 * "Test connection" of the dashboard's FTP settings: logs in to the saved server with the
 * saved (decrypted) password and lists the working directory, reporting what the server said.
 */
export function createTestFtpService(settings: SettingsService, { timeoutMs = 10_000 } = {}) {
  return {
    async run(): Promise<TestFtpResult> {
      const options = resolveFtpOptions(await settings.getAll());
      if (!options) throw new ApiError(409, 'ftp_not_configured');
      return probeFtp(options, { timeoutMs });
    },
  };
}
