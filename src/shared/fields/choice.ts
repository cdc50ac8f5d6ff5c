import type { Locale } from '@/i18n/locales';
import { z } from '@/shared/schemas/zod-config';
import { boundedList, defineEntry, distinct, LIMITS, takes } from './base';
import { localizedText } from './localized';
import type { FieldRules } from './types';

const optionValues = (field: FieldRules) => (field.options ?? []).map((option) => option.value);

/** One of the field's options; without options (not a valid definition) any short text. */
function oneOption(field: FieldRules) {
  const values = optionValues(field);
  return values.length ? z.enum(values as [string, ...string[]]) : z.string().max(LIMITS.short);
}

/** The option's label in the locale, or the stored value when it is no longer an option. */
function optionLabel(value: unknown, field: FieldRules, locale: Locale): string {
  if (typeof value !== 'string') return '';
  const option = field.options?.find((candidate) => candidate.value === value);
  return option ? localizedText(option.label, locale) || value : value;
}

/** A checkbox with options is a multiple choice; without options it is one yes/no box. */
const hasOptions = (field: FieldRules) => optionValues(field).length > 0;

const choice = defineEntry({
  schema: oneOption,
  search: 'none',
  toText: optionLabel,
  definition: takes({ defaultInput: 'option', options: 'required' }),
});

export const selection = choice;
export const radio = choice;

const yesNo = (value: unknown) => (value === true ? '✓' : value === false ? '—' : '');

/**
 * On/off; "required" means it must be answered, not that it must be on. Not listed on public
 * pages: a switch marks how an item is shown (pricing's "highlighted"), not something to read.
 */
export const toggle = defineEntry({
  schema: () => z.boolean(),
  search: 'none',
  sort: 'number',
  page: 'none',
  empty: () => false,
  toText: yesNo,
  definition: takes({ defaultInput: 'boolean' }),
});

export const checkbox = defineEntry({
  schema: (field) => (hasOptions(field) ? distinct(boundedList(oneOption(field), field)) : z.boolean()),
  search: 'none',
  sort: 'none',
  page: 'text',
  empty: (field) => (hasOptions(field) ? [] : false),
  toText: (value, field, locale) => (Array.isArray(value) ? value.map((item) => optionLabel(item, field, locale)).join(', ') : yesNo(value)),
  definition: takes({ bounds: 'items', defaultInput: 'boolean', options: 'optional' }),
});
