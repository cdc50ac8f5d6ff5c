import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new opaque token: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest of a token is ever stored. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A token must be a string of the shape newToken() makes; anything else never matches. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
