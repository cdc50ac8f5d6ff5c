import type { AppConfig } from '@/server/config';
import { resolveConnectionTarget } from '@/server/net/connection-target';
import type { FileStorage } from './file-storage';
import { resolveFtpOptions, type FtpOptions, type FtpSettings } from './ftp';
import { createFtpFileStorage } from './ftp-file-storage';
import { createLocalFileStorage } from './local-file-storage';

export interface StorageSettings extends FtpSettings {
  ftp_enabled?: unknown;
}

export interface FileStorages {
  /** The local disk (the default, and where every file went before the FTP driver). */
  readonly local: FileStorage;
  /**
   * Where a new file goes now: the FTP server while `ftp_enabled` is exactly on and its host,
   * user and password are saved, else the local disk. Asked per file, so a settings change
   * counts from the next upload; the media row records the answer's `name`.
   */
  forNewFiles(): Promise<FileStorage>;
  /** The driver a media row's `storage` names, whatever new files use now; null for a name no driver has. */
  named(name: string): FileStorage | null;
  /** Every driver, for the sweeps of unfinished and unknown files. */
  readonly all: readonly FileStorage[];
}

/** The FTP settings new files may go to: enabled and complete (a login of its own), else null. */
export function ftpForNewFiles(settings: StorageSettings): FtpOptions | null {
  const options = settings.ftp_enabled === true ? resolveFtpOptions(settings) : null;
  const complete = options && typeof settings.ftp_username === 'string' && settings.ftp_username.trim() !== '' && options.password !== '';
  return complete ? options : null;
}

/**
 * The storage drivers of the process. The FTP one reads the saved settings for each operation
 * (the settings service's cache, dropped on every settings write: no restart), so the saved
 * password only ever goes to the host saved with it (a save that changes the host clears the
 * password, see SECRET_DESTINATIONS), and only to an address the connection tests would allow.
 */
export function createFileStorages({ config, settings }: {
  config: Pick<AppConfig, 'dataDir' | 'connectionTestAllowedHosts' | 'remoteStorage'>;
  settings: { getAll(): Promise<StorageSettings> };
}): FileStorages {
  const local = createLocalFileStorage(config.dataDir);
  const ftp = createFtpFileStorage({
    connection: async () => resolveFtpOptions(await settings.getAll()),
    resolve: (host) => resolveConnectionTarget(host, config.connectionTestAllowedHosts),
    timeoutMs: config.remoteStorage.ftpTimeoutMs,
  });
  const all = [local, ftp];
  const byName = new Map(all.map((driver) => [driver.name, driver]));
  return {
    local,
    all,
    async forNewFiles() {
      return ftpForNewFiles(await settings.getAll()) ? ftp : local;
    },
    named: (name) => byName.get(name) ?? null,
  };
}
