import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppContext } from '@/server/bootstrap';
import { loadConfig } from '@/server/config';
import { isSealed } from '@/server/services/secret-cipher';
import { StartupError } from '@/server/startup-error';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/databases';

/** Starts and restarts over one database, with the key in a data directory or the environment. */
let database: TestDatabase;
let scratch: string;
let dataDir: string;
let keyFile: string;
beforeAll(async () => {
  database = await createTestDatabase(testEngine());
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-secrets-'));
  dataDir = path.join(scratch, 'data');
  keyFile = path.join(dataDir, 'secret.key');
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const start = (env: Record<string, string> = {}) =>
  createAppContext(loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_PASSWORD: 'correct-horse-battery-staple', NODE_ENV: 'test', ...env }), () => undefined);

async function withContext<T>(env: Record<string, string>, run: (context: Awaited<ReturnType<typeof start>>) => Promise<T>): Promise<T> {
  const context = await start(env);
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

const stored = (context: Awaited<ReturnType<typeof start>>, key: string) =>
  context.handle.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()
    .then((row) => context.handle.json.read<unknown>(row.value));

async function startFailure(env: Record<string, string>): Promise<string> {
  const error = await start(env).then(
    async (context) => {
      await context.close();
      throw new Error('the start succeeded');
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(StartupError);
  expect((error as Error).message).not.toContain('\n');
  return (error as Error).message;
}

describe('the settings key', () => {
  it('is generated once into DATA_DIR/secret.key with mode 0600 and reused after a restart', async () => {
    await withContext({}, (context) => context.services.settings.update({ smtp_password: 'restart-Zq7' }));
    const key = fs.readFileSync(keyFile, 'utf8');
    expect(key.trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    await withContext({}, async (context) => {
      expect(await context.services.settings.get('smtp_password')).toBe('restart-Zq7');
      expect(isSealed(await stored(context, 'smtp_password'))).toBe(true);
    });
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(key);
  });

  it('encrypts a secret found in clear on the next start', async () => {
    await withContext({}, (context) =>
      context.handle.db.updateTable('settings').set({ value: context.handle.json.write('legacy-Zq7') }).where('key', '=', 'vimeo_access_token').execute());
    await withContext({}, async (context) => {
      const value = await stored(context, 'vimeo_access_token');
      expect(isSealed(value)).toBe(true);
      expect(String(value)).not.toContain('legacy-Zq7');
      expect(await context.services.settings.get('vimeo_access_token')).toBe('legacy-Zq7');
    });
  });

  it('a missing key file is a clear start error, and no new key replaces it', async () => {
    const key = fs.readFileSync(keyFile);
    fs.rmSync(keyFile);
    try {
      expect(await startFailure({})).toMatch(/^The settings secrets are encrypted but their key is missing \(SETTINGS_ENCRYPTION_KEY \/ DATA_DIR\): .*secret\.key$/);
      expect(fs.existsSync(keyFile)).toBe(false);
    } finally {
      fs.writeFileSync(keyFile, key, { mode: 0o600 });
    }
  });

  it('a wrong key is a clear start error naming the secrets it cannot open', async () => {
    const message = await startFailure({ SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('hex') });
    expect(message).toMatch(/^The settings secrets .*smtp_password.* do not decrypt with this key \(SETTINGS_ENCRYPTION_KEY \/ DATA_DIR\)/);
  });

  it('a damaged key file is a clear start error', async () => {
    const key = fs.readFileSync(keyFile);
    fs.writeFileSync(keyFile, 'not a key');
    try {
      expect(await startFailure({})).toMatch(/^The settings key .*secret\.key cannot be used \(DATA_DIR \/ SETTINGS_ENCRYPTION_KEY\): it does not hold 64 hexadecimal digits$/);
    } finally {
      fs.writeFileSync(keyFile, key);
    }
  });

  it('SETTINGS_ENCRYPTION_KEY is used instead of the file when set', async () => {
    const envKey = Buffer.alloc(32, 9).toString('base64');
    const otherDatabase = await createTestDatabase(testEngine());
    const otherDir = path.join(scratch, 'env-key');
    const config = (extra: Record<string, string> = {}) =>
      loadConfig({ DATABASE_URL: otherDatabase.url, DATA_DIR: otherDir, ADMIN_PASSWORD: 'correct-horse-battery-staple', SETTINGS_ENCRYPTION_KEY: envKey, ...extra });
    try {
      const first = await createAppContext(config(), () => undefined);
      await first.services.settings.update({ mail_api_key: 'env-key-Zq7' });
      await first.close();
      expect(fs.existsSync(path.join(otherDir, 'secret.key'))).toBe(false);
      const second = await createAppContext(config(), () => undefined);
      expect(await second.services.settings.get('mail_api_key')).toBe('env-key-Zq7');
      await second.close();
    } finally {
      await otherDatabase.drop();
    }
  });
});

describe('a secret sealed by an instance with another key', () => {
  it('reads as not set, with one log line naming it and never its value, while the other settings keep working', async () => {
    const { createSecretCipher } = await import('@/server/services/secret-cipher');
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    try {
      await withContext({}, async (context) => {
        const foreign = createSecretCipher(Buffer.alloc(32, 5)).seal('ftp_password', 'foreign-Zq7');
        await context.handle.db.updateTable('settings').set({ value: context.handle.json.write(foreign) }).where('key', '=', 'ftp_password').execute();
        await context.services.settings.update({ app_name: 'Still works' });
        expect(await context.services.settings.get('ftp_password')).toBe('');
        expect(await context.services.settings.get('app_name')).toBe('Still works');
        expect((await context.services.settings.dashboardView()).ftp_password).toEqual({ set: false });
      });
    } finally {
      spy.mockRestore();
    }
    expect(errors.join('\n')).toMatch(/ftp_password does not decrypt/);
    expect(errors.join('\n')).not.toContain('foreign-Zq7');
  });
});
