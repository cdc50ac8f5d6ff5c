import 'server-only';
import { resolveLocale, type Locale } from '@/i18n/locales';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** The route's locale; the locale layout has already answered 404 for unknown values. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  return resolveLocale((await params).locale);
}
