import type { Locale } from '@/i18n/locales';
import { locales } from '@/i18n/locales';
import { z } from '@/shared/schemas/zod-config';
import { boundedText, defineEntry, LIMITS, takes } from './base';
import { isPlainObject, localizedText } from './localized';
import { htmlToText } from './text';
import type { FieldRules } from './types';

/** Each language trimmed, blank languages left out; no language at all is "not given". */
function normalizeLocalized(value: unknown): unknown {
  if (value === null) return undefined;
  if (!isPlainObject(value)) return value;
  const kept = Object.entries(value).flatMap(([code, text]) => {
    if (typeof text !== 'string') return [[code, text]];
    const trimmed = text.trim();
    return trimmed === '' ? [] : [[code, trimmed]];
  });
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** `{ en, sv, tr }`, any of them given; unknown languages are refused. */
const perLocale = (cap: number) => (field: FieldRules) => z.strictObject(
  Object.fromEntries(locales.map((code) => [code, boundedText(field, cap).optional()])) as Record<Locale, z.ZodOptional<z.ZodString>>,
);

const localized = {
  localized: true,
  search: 'text',
  sort: 'none',
  empty: () => ({}),
  normalize: normalizeLocalized,
  toText: (value: unknown, _field: FieldRules, locale: Locale) => localizedText(value, locale),
  definition: takes({ bounds: 'chars' }),
} as const;

/** Short per-locale text sorts by the default locale's text; long text and rich text do not sort. */
export const multilangText = defineEntry({ ...localized, sort: 'text', schema: perLocale(LIMITS.short) });
export const multilangTextarea = defineEntry({ ...localized, schema: perLocale(LIMITS.long) });
export const multilangEditor = defineEntry({
  ...localized,
  schema: perLocale(LIMITS.long),
  richText: true,
  page: 'rich_text',
  toText: (value, _field, locale) => htmlToText(localizedText(value, locale)),
});
