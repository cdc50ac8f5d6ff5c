import { message, z } from '@/shared/schemas/zod-config';
import type { DefinitionFacet, FieldRules, FieldTypeEntry } from './types';

/** Longest values, for what a definition does not narrow itself. */
export const LIMITS = { short: 1_000, long: 20_000, email: 254, reference: 2_048, items: 100 } as const;

/** Trimmed text; blank text, null and an empty list count as "not given". */
export function normalizeBlank(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (value === null || (Array.isArray(value) && value.length === 0)) return undefined;
  return value;
}

/** A string, or a number written out; anything else is no text. */
export function scalarText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** A text at most `cap` characters long, narrowed by the definition's own min and max. */
export function boundedText(field: FieldRules, cap: number) {
  return z.string().min(field.min ?? 0).max(Math.min(field.max ?? cap, cap));
}

/** A list of items whose count the definition may narrow (min 1 when required). */
export function boundedList(item: z.ZodType, field: FieldRules, cap: number = LIMITS.items) {
  return z.array(item).min(Math.max(field.min ?? 0, field.required ? 1 : 0), message('required')).max(Math.min(field.max ?? cap, cap));
}

/** A list of distinct values. */
export function distinct<T extends z.ZodType>(list: T) {
  return list.refine((items) => Array.isArray(items) && new Set(items.map((item) => JSON.stringify(item))).size === items.length, message('duplicate_items'));
}

type EntryDefaults = Pick<FieldTypeEntry, 'localized' | 'richText' | 'search' | 'sort' | 'page' | 'empty' | 'normalize' | 'toText' | 'toDisplay'>;

/** Plain text's answers to everything an entry says; each type overrides what differs. */
export const TEXT_DEFAULTS: EntryDefaults = {
  localized: false,
  richText: false,
  search: 'text',
  sort: 'text',
  page: 'text',
  empty: () => '',
  normalize: normalizeBlank,
  toText: (value) => scalarText(value),
};

/**
 * An entry: plain text's answers where it gives none, its own schema and definition facet. What
 * it says keeps its literal type, so types can be derived from it (the landing's `ValuesOf`).
 */
export const defineEntry = <const E extends Partial<EntryDefaults> & Pick<FieldTypeEntry, 'schema' | 'definition'>>(entry: E): FieldTypeEntry & E => ({ ...TEXT_DEFAULTS, ...entry });

const TAKES_NOTHING = { bounds: null, defaultInput: null, options: null, upload: null, relation: false, subFields: false } as const;

/** A definition facet: what `facet` names, and nothing else (no bounds, default, options, uploads, relation or sub-fields). */
export const takes = <const F extends Partial<DefinitionFacet>>(facet: F): Omit<typeof TAKES_NOTHING, keyof F> & F => ({ ...TAKES_NOTHING, ...facet });
