import { languages, type Locale } from '@/i18n/locales';

/**
 * The language an error path ends in (`title.sv`), by its own name from its messages file's
 * `language` group ("Svenska"), as every language is named across the site; null when the segment names none.
 */
export function errorLanguageName(code: string): string | null {
  return Object.hasOwn(languages, code) ? languages[code as Locale].name : null;
}
