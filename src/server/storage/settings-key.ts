import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '@/server/config';
import { errorMessage, StartupError } from '@/server/startup-error';

export const SETTINGS_KEY_FILE = 'secret.key';
export const SETTINGS_KEY_FILE_MODE = 0o600;

/**
 * The 32-byte key that encrypts the settings' secrets: SETTINGS_ENCRYPTION_KEY, else
 * DATA_DIR/secret.key (64 hex digits, mode 0600). With `create`, a missing file is generated
 * once (atomically: concurrent starts end up with the same key); without it, null.
 */
export function settingsKey(config: Pick<AppConfig, 'dataDir' | 'settingsEncryptionKey'>, { create }: { create: boolean }): Buffer | null {
  if (config.settingsEncryptionKey) return config.settingsEncryptionKey;
  const file = settingsKeyFile(config.dataDir);
  try {
    if (!fs.existsSync(file)) {
      if (!create) return null;
      writeOnce(file, randomBytes(32).toString('hex'));
    }
    const text = fs.readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error('it does not hold 64 hexadecimal digits');
    return Buffer.from(text, 'hex');
  } catch (error) {
    throw new StartupError(`The settings key ${file} cannot be used (DATA_DIR / SETTINGS_ENCRYPTION_KEY): ${errorMessage(error)}`, { cause: error });
  }
}

export const settingsKeyFile = (dataDir: string) => path.join(dataDir, SETTINGS_KEY_FILE);

/** Writes a temporary file and links it into place: the key appears whole or not at all, and never twice. */
function writeOnce(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, `${content}\n`, { mode: SETTINGS_KEY_FILE_MODE, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
