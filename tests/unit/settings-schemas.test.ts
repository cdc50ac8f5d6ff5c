import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@/server/db/seed/settings';
import { createSecretCipher } from '@/server/services/secret-cipher';
import { SETTING_SCHEMAS, settingsPatchSchema } from '@/shared/api/settings';

describe('settings schemas', () => {
  it('cover exactly the seeded settings, and the seeded values pass them', () => {
    const defaults = defaultSettings(1);
    expect(Object.keys(SETTING_SCHEMAS).sort()).toEqual(Object.keys(defaults).sort());
    expect(settingsPatchSchema.safeParse(defaults).error).toBeUndefined();
  });
});

describe('secret cipher', () => {
  const cipher = createSecretCipher(Buffer.alloc(32, 3));

  it('opens what it sealed, with a new IV each time', () => {
    const first = cipher.seal('smtp_password', 'hunter2');
    expect(first).not.toContain('hunter2');
    expect(cipher.seal('smtp_password', 'hunter2')).not.toBe(first);
    expect(cipher.open('smtp_password', first)).toBe('hunter2');
  });

  it('refuses a value moved to another key, altered, or sealed with another key', () => {
    const sealed = cipher.seal('smtp_password', 'hunter2');
    expect(() => cipher.open('ftp_password', sealed)).toThrow();
    expect(() => cipher.open('smtp_password', `${sealed.slice(0, -4)}AAAA`)).toThrow();
    expect(() => createSecretCipher(Buffer.alloc(32, 4)).open('smtp_password', sealed)).toThrow();
  });
});
