import type { Context } from 'hono';
import type { Locale } from '@/i18n/locales';
import { languageFromHeader, statedLanguage } from '../language-header';
import type { ApiEnv } from '../types';

/** X-Language resolved to a site locale (en, sv, tr; anything else en). */
export function languageOf(c: Context<ApiEnv>): Locale {
  return languageFromHeader(c.req.header('x-language'));
}

/** The request's locale, also for answers produced before the request context was set. */
export function requestLocale(c: Context<ApiEnv>): Locale {
  return c.get('locale') ?? languageOf(c);
}

/**
 * The language of an answer for the signed-in caller: X-Language when the request states one, else
 * the user's stored language (a plain download link cannot send the header), else the request's.
 */
export async function callerLocale(c: Context<ApiEnv>): Promise<Locale> {
  return statedLanguage(c.req.header('x-language')) ?? (await c.get('auth').session())?.locale ?? requestLocale(c);
}
