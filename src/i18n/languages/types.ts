/**
 * The spec's language definition, as a messages file (../messages/<code>.json) holds it: the
 * `language` group (its name, direction, Open Graph locale, whether it is optional; the code is
 * the file's name) and the interface kit's messages by group (`ui`), next to the site's messages.
 */
export interface UiMessages {
  inputMenu: { noData: string; noMatch: string; create: string };
  calendar: { prevYear: string; nextYear: string; prevMonth: string; nextMonth: string };
  inputNumber: { increment: string; decrement: string };
  commandPalette: { placeholder: string; noData: string; noMatch: string; back: string; close: string };
  selectMenu: { noData: string; noMatch: string; search: string; create: string };
  toast: { close: string };
  carousel: { prev: string; next: string; dots: string; goto: string };
  modal: { close: string };
  slideover: { close: string };
  alert: { close: string };
  table: { noData: string; noMatch: string };
}

export interface LanguageDefinition {
  /** The language's own name for itself (the language switchers list these). */
  name: string;
  dir: 'ltr' | 'rtl';
  /** Open Graph's `og:locale` (language_TERRITORY). */
  openGraph: string;
  /**
   * `true`: offered only when listed in EXTRA_LOCALES (comma-separated codes, read when the
   * server starts); left out otherwise. next-intl's precompile (next.config.ts) turns every value
   * of a messages file into text, so in Next's bundles this reads "true": see isOptional.
   */
  optional?: true;
}

/** A defined language as every screen lists it: code, own name and direction (never its messages). */
export interface LanguageSummary<Code extends string = string> {
  code: Code;
  name: string;
  dir: 'ltr' | 'rtl';
  optional?: true;
}

/** `optional` as the file says it (`true`) or as next-intl's precompile hands it over (`"true"`). */
export const isOptional = (language: { optional?: unknown }): boolean => String(language.optional) === 'true';
