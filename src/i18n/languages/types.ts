/**
 * The spec's language definition: display name, code, direction and the interface kit's own
 * messages by group. One file per language (./en.ts, ./ar.ts, ...) registered by one line in
 * ./registry.ts; the site's other messages live in ../messages/<code>.json.
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

export interface LanguageDefinition<Code extends string = string> {
  /** The language's own name for itself (the language switchers list these). */
  name: string;
  /** BCP 47 code; the URL prefix and the messages file's name. */
  code: Code;
  dir: 'ltr' | 'rtl';
  /** Open Graph's `og:locale` (language_TERRITORY). */
  openGraph: string;
  /** Offered only when listed in EXTRA_LOCALES (comma-separated codes, read when the server starts). */
  optional?: true;
  ui: UiMessages;
}

export const defineLanguage = <Code extends string>(definition: LanguageDefinition<Code>): LanguageDefinition<Code> => definition;
