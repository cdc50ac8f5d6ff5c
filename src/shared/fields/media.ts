import { message, z } from '@/shared/schemas/zod-config';
import { boundedList, defineEntry, distinct, LIMITS, takes } from './base';
import type { FieldRules } from './types';

/**
 * A reference to media uploaded beforehand: a path on this site or an http(s) URL (no
 * `javascript:`, `data:`, or protocol-relative `//host` and `/\host`), since pages put it in
 * `src`/`href` as it is. Media fields and a content's header image take it.
 */
export const mediaReference = () => z.string().max(LIMITS.reference).regex(/^(\/(?![/\\])|https?:\/\/)\S*$/, message('invalid_file_format'));

const manyFiles = (field: FieldRules) => (field.upload?.max_files ?? 1) > 1;

const media = {
  schema: (field: FieldRules) => (manyFiles(field)
    ? distinct(boundedList(mediaReference(), { ...field, max: field.upload?.max_files }, field.upload?.max_files))
    : mediaReference()),
  search: 'none',
  sort: 'none',
  page: 'none',
  empty: (field: FieldRules) => (manyFiles(field) ? [] : ''),
  toText: (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : ''),
} as const;

/** Pictures: shown as images on a page. Files and videos: listed there as links (the CSP frames no player). */
export const image = defineEntry({ ...media, definition: takes({ upload: { family: 'image/*' } }) });
export const file = defineEntry({ ...media, page: 'link', definition: takes({ upload: { family: null } }) });
export const video = defineEntry({ ...media, page: 'link', definition: takes({ upload: { family: 'video/*' } }) });
