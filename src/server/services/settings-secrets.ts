import type { AppConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/connect';
import { settingsKey, settingsKeyFile } from '@/server/storage/settings-key';
import { StartupError } from '@/server/startup-error';
import { SECRET_SETTING_KEYS } from '@/shared/api/settings';
import { createSecretCipher, isSealed, type SecretCipher } from './secret-cipher';

const KEY_SOURCES = 'SETTINGS_ENCRYPTION_KEY / DATA_DIR';

/**
 * At start: finds the settings key (generating DATA_DIR/secret.key on first start), checks
 * that it opens every stored secret, and encrypts any secret still stored in clear (from
 * before encryption, or written to the database by hand). A missing or wrong key is a
 * StartupError: the secrets are never silently lost or replaced.
 */
export async function prepareSettingsSecrets({ db, json }: DbHandle, config: AppConfig): Promise<SecretCipher> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [...SECRET_SETTING_KEYS]).execute();
  const values = rows.map((row) => ({ key: row.key, value: json.read<unknown>(row.value) }));
  const sealed = values.filter(({ value }) => isSealed(value));
  const key = settingsKey(config, { create: sealed.length === 0 });
  if (!key) {
    throw new StartupError(
      `The settings secrets are encrypted but their key is missing (${KEY_SOURCES}): set SETTINGS_ENCRYPTION_KEY ` +
        `or restore ${settingsKeyFile(config.dataDir)}`,
    );
  }
  const cipher = createSecretCipher(key);
  const unreadable = sealed.filter(({ key: name, value }) => !opens(cipher, name, value as string));
  if (unreadable.length) {
    throw new StartupError(
      `The settings secrets ${unreadable.map(({ key: name }) => name).join(', ')} do not decrypt with this key ` +
        `(${KEY_SOURCES}): set the key they were saved with`,
    );
  }
  const inClear = values.filter(({ value }) => typeof value === 'string' && value !== '' && !isSealed(value));
  if (inClear.length) {
    await db.transaction().execute(async (trx) => {
      for (const { key: name, value } of inClear) {
        await trx.updateTable('settings').set({ value: json.write(cipher.seal(name, value as string)) }).where('key', '=', name).execute();
      }
    });
  }
  return cipher;
}

function opens(cipher: SecretCipher, name: string, value: string): boolean {
  try {
    cipher.open(name, value);
    return true;
  } catch {
    return false;
  }
}
