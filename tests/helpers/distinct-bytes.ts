import { randomBytes } from 'node:crypto';

/**
 * `bytes` with random bytes after them: the same type by its first bytes (a PNG ends at its IEND
 * chunk), but a file the media library does not hold yet, since it keeps one copy of each.
 */
export function withRandomTail(bytes: Uint8Array, extra = 16): Uint8Array<ArrayBuffer> {
  const result = new Uint8Array(bytes.length + extra);
  result.set(bytes);
  result.set(randomBytes(extra), bytes.length);
  return result;
}
