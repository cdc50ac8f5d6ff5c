import { defaultLocale, locales, type Locale } from '@/i18n/locales';

/** A text kept in every site locale. */
export type LocalizedText = Partial<Record<Locale, string>>;

/** A `{ en, sv, tr }` value in one locale, falling back to English, then to any non-empty text. */
export function localizedText(value: unknown, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (!isPlainObject(value)) return '';
  for (const candidate of [value[locale], value[defaultLocale], ...Object.values(value)]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return '';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isSiteLocale = (key: string): boolean => (locales as readonly string[]).includes(key);
