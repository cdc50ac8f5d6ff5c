import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** argon2id with OWASP's first recommended parameter set (m=19 MiB, t=2, p=1). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A readable random password for the seeded admin when ADMIN_PASSWORD is not set. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
