import { message, z } from '@/shared/schemas/zod-config';
import { boundedList, defineEntry, distinct, takes } from './base';

/** The id of a content (of the module the definition names), or with `multiple` a list of ids. */
const contentId = () => z.number().int(message('invalid_id')).positive(message('invalid_id')).max(Number.MAX_SAFE_INTEGER, message('invalid_id'));

export const relation = defineEntry({
  schema: (field) => (field.relation?.multiple ? distinct(boundedList(contentId(), field)) : contentId()),
  search: 'none',
  sort: 'none',
  page: 'related',
  empty: (field) => (field.relation?.multiple ? [] : null),
  toText: (value) => (Array.isArray(value) ? value.join(', ') : typeof value === 'number' ? String(value) : ''),
  definition: takes({ bounds: 'items', relation: true }),
});

/** A repeatable group: a list of rows, each an object of the sub-fields, validated like a form of its own. */
export const group = defineEntry({
  schema: (field, valuesOf) => boundedList(valuesOf(field.fields ?? []), field),
  search: 'none',
  sort: 'none',
  page: 'rows',
  empty: () => [],
  toText: (value) => (Array.isArray(value) && value.length ? String(value.length) : ''),
  definition: takes({ bounds: 'items', subFields: true }),
});
