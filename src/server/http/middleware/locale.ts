import type { Context } from 'hono';
import type { Locale } from '@/i18n/locales';
import { languageFromHeader } from '../language-header';
import type { ApiEnv } from '../types';

/** X-Language resolved to a site locale (en, sv, tr; anything else en). */
export function languageOf(c: Context<ApiEnv>): Locale {
  return languageFromHeader(c.req.header('x-language'));
}

/** The request's locale, also for answers produced before the request context was set. */
export function requestLocale(c: Context<ApiEnv>): Locale {
  return c.get('locale') ?? languageOf(c);
}
