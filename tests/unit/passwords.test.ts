import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_CONCURRENCY } from '@/server/config';
import { configurePasswordHashing, hashPassword, passwordHashingLoad, verifyPassword } from '@/server/services/passwords';

afterAll(() => configurePasswordHashing(DEFAULT_PASSWORD_HASH_CONCURRENCY));

describe('password hashing', () => {
  it('hashes with argon2id at OWASP parameters and verifies', async () => {
    const hashed = await hashPassword('correct-horse-battery-staple');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct-horse-battery-staple')).toBe(true);
    expect(await verifyPassword(hashed, 'correct-horse-battery-stapl')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('runs no more hashes at once than configured; the rest wait their turn', async () => {
    configurePasswordHashing(1);
    const passwords = ['first-password', 'second-password', 'third-password'];
    const hashes = passwords.map((password) => hashPassword(password));
    await Promise.resolve();
    expect(passwordHashingLoad()).toEqual({ running: 1, waiting: 2 });
    const done = await Promise.all(hashes);
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });
    expect(await Promise.all(done.map((hashed, i) => verifyPassword(hashed, passwords[i])))).toEqual([true, true, true]);

    configurePasswordHashing(3);
    const together = passwords.map((password) => hashPassword(password));
    await Promise.resolve();
    expect(passwordHashingLoad()).toEqual({ running: 3, waiting: 0 });
    await Promise.all(together);
  });
});
