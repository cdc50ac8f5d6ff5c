import { createHash } from 'node:crypto';

/** Who sent a submission, as far as a double submit is concerned: the address and the account, if signed in. */
export interface Visitor {
  ip: string | null;
  userId: number | null;
}

/** Text as a second sending of it would differ only in: case, spacing and Unicode composition. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, normalise((value as Record<string, unknown>)[key])]));
  }
  return value;
}

/**
 * The same body to the same form from the same visitor, however its keys are ordered or its
 * text spaced or cased: the SHA-256 of form, normalised values and visitor.
 */
export function submissionFingerprint(moduleKey: string, values: Record<string, unknown>, visitor: Visitor): string {
  return createHash('sha256').update(JSON.stringify([moduleKey, normalise(values), visitor.ip, visitor.userId])).digest('hex');
}
