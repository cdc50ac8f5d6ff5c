import type { Locale } from '@/i18n/locales';
import type { AuthUser } from '@/shared/types';
import { successEnvelope } from './respond';

const encoder = new TextEncoder();

/**
 * GET /api/auth's answer, serialised once per user object and language: a cached session
 * keeps the same user object until something about the user changes (the sessions cache
 * then loads a new one), and the WeakMap lets outdated encodings go with it.
 */
const encoded = new WeakMap<AuthUser, Map<Locale, Uint8Array<ArrayBuffer>>>();

export function encodeAccount(user: AuthUser, locale: Locale): Uint8Array<ArrayBuffer> {
  let byLocale = encoded.get(user);
  if (!byLocale) {
    byLocale = new Map();
    encoded.set(user, byLocale);
  }
  let bytes = byLocale.get(locale);
  if (!bytes) {
    bytes = encoder.encode(JSON.stringify(successEnvelope(locale, 200, { user })));
    byLocale.set(locale, bytes);
  }
  return bytes;
}
