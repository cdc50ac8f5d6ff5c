import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import pLimit, { type LimitFunction } from 'p-limit';
import { DEFAULT_PASSWORD_HASH_CONCURRENCY } from '../config';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** argon2id with OWASP's first recommended parameter set (m=19 MiB, t=2, p=1). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id hashes run at most this many at a time in the process: a burst of sign-ins queues
 * here instead of taking every core (and 19 MiB in every libuv thread) from the event loop.
 */
const hashing: LimitFunction = pLimit(DEFAULT_PASSWORD_HASH_CONCURRENCY);

/** Sets the process-wide limit (from PASSWORD_HASH_CONCURRENCY); hashes already queued keep their place. */
export function configurePasswordHashing(concurrency: number): void {
  hashing.concurrency = Math.max(1, Math.floor(concurrency));
}

/** Hashes running now and waiting their turn. */
export function passwordHashingLoad(): { running: number; waiting: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount };
}

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A readable random password for the seeded admin when ADMIN_PASSWORD is not set. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
