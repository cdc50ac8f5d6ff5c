import type { Context } from 'hono';
import { resolveLocale, type Locale } from '@/i18n/locales';
import type { ApiEnv } from '../types';

/** X-Language resolved to a site locale (en, sv, tr; anything else en). */
export function languageOf(c: Context<ApiEnv>): Locale {
  return resolveLocale(c.req.header('x-language')?.trim().toLowerCase());
}

/** The request's locale, also for answers produced before the request context was set. */
export function requestLocale(c: Context<ApiEnv>): Locale {
  return c.get('locale') ?? languageOf(c);
}
