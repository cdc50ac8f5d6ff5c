import { sql } from 'kysely';
import { defaultLocale } from '@/i18n/locales';
import { fieldType, type ModuleField } from '@/shared/fields';
import type { DbHandle } from '@/server/db/connect';
import type { Trx } from './operations';

type JsonHelper = DbHandle['json'];

/** Text keys past this length add nothing to an order an editor can see. */
const TEXT_KEY_LIMIT = 200;

/** Fields the list may sort by: flagged sortable, of a type that sorts. */
export const sortedFields = (fields: readonly ModuleField[]) =>
  fields.filter((field) => field.table?.sortable && fieldType(field).sort !== 'none');

/**
 * Where sort keys are kept: one table per kind of record a module holds, each row naming its
 * record by `owner` (a content item's fields, a form submission's values).
 */
const STORES = {
  content_sort_keys: { owner: 'content_id', records: 'module_contents', values: 'content' },
  submission_sort_keys: { owner: 'submission_id', records: 'form_submissions', values: 'data' },
} as const;
export type SortKeyTable = keyof typeof STORES;

/** Which column of `table` holds a field's key. */
export const sortKeyColumn = <T extends SortKeyTable = 'content_sort_keys'>(field: ModuleField, table: T = 'content_sort_keys' as T) =>
  (fieldType(field).sort === 'number' ? `${table}.number_key` : `${table}.text_key`) as `${T}.number_key` | `${T}.text_key`;

/**
 * The key of an empty number: below every number a field holds, as '' is below every text. Not
 * null, which SQLite orders first and PostgreSQL last (and either would only follow the other's
 * order without its index).
 */
export const EMPTY_NUMBER_KEY = -Number.MAX_VALUE;

/**
 * A value's sort key: a number (a switch as 0/1; EMPTY_NUMBER_KEY when empty) or lower-cased
 * text, the default locale's for per-locale text ('' when empty). Either way an empty value comes
 * first in ascending order and last in descending order, on both engines.
 */
function sortKey(field: ModuleField, value: unknown): { text_key: string | null; number_key: number | null } {
  if (fieldType(field).sort === 'number') {
    const number = typeof value === 'boolean' ? Number(value) : value;
    return { text_key: null, number_key: typeof number === 'number' && Number.isFinite(number) ? number : EMPTY_NUMBER_KEY };
  }
  const text = fieldType(field).localized && value && typeof value === 'object' ? (value as Record<string, unknown>)[defaultLocale] : value;
  return { text_key: typeof text === 'string' ? text.trim().toLowerCase().slice(0, TEXT_KEY_LIMIT) : '', number_key: null };
}

/** One record's keys: one per sortable field, an empty value included, so a sorted list walks that field's index and still shows every record. */
const sortKeys = (fields: readonly ModuleField[], values: Record<string, unknown>) =>
  sortedFields(fields).map((field) => ({ field: field.key, ...sortKey(field, values[field.key]) }));

/** The `content_sort_keys` rows of one item. */
export function contentSortKeyRows(moduleId: number, contentId: number, fields: readonly ModuleField[], content: Record<string, unknown>) {
  return sortKeys(fields, content).map((key) => ({ module_id: moduleId, content_id: contentId, ...key }));
}

/** The `submission_sort_keys` rows of one form submission. */
export function submissionSortKeyRows(moduleId: number, submissionId: number, fields: readonly ModuleField[], data: Record<string, unknown>) {
  return sortKeys(fields, data).map((key) => ({ module_id: moduleId, submission_id: submissionId, ...key }));
}

/** Stores a new submission's sort keys, in the transaction that stores it. */
export async function insertSubmissionSortKeys(trx: Trx | DbHandle['db'], moduleId: number, submissionId: number, fields: readonly ModuleField[], data: Record<string, unknown>) {
  const rows = submissionSortKeyRows(moduleId, submissionId, fields, data);
  if (rows.length) await trx.insertInto('submission_sort_keys').values(rows).execute();
}

/** Replaces one item's sort keys, in its write's transaction. */
export async function writeSortKeys(trx: Trx, moduleId: number, contentId: number, fields: readonly ModuleField[], content: Record<string, unknown>) {
  await trx.deleteFrom('content_sort_keys').where('content_id', '=', contentId).execute();
  const rows = contentSortKeyRows(moduleId, contentId, fields, content);
  if (rows.length) await trx.insertInto('content_sort_keys').values(rows).execute();
}

/** Whether a module edit changes which fields sort, or how (then every item's keys are written again). */
export function sortKeysChanged(before: readonly ModuleField[], after: readonly ModuleField[]): boolean {
  const keys = (fields: readonly ModuleField[]) =>
    sortedFields(fields).map((field) => `${field.key}:${fieldType(field).sort}:${fieldType(field).localized}`).sort().join(',');
  return keys(before) !== keys(after);
}

const REFRESH_BATCH = 1_000;

/**
 * Writes the sort keys of every record of a module again (its contents, or a form's
 * submissions: the other kind has none), in the module edit's transaction.
 */
export async function refreshSortKeys(trx: Trx, json: JsonHelper, moduleId: number, fields: readonly ModuleField[]): Promise<void> {
  for (const table of Object.keys(STORES) as SortKeyTable[]) await refreshStore(trx, json, table, moduleId, fields);
}

async function refreshStore(trx: Trx, json: JsonHelper, table: SortKeyTable, moduleId: number, fields: readonly ModuleField[]): Promise<void> {
  const { owner, records, values } = STORES[table];
  // The stores differ only in the names of their owner column and their records' values: one statement shape for both.
  await trx.deleteFrom(table as 'content_sort_keys').where('module_id', '=', moduleId).execute();
  if (!sortedFields(fields).length) return;
  for (let afterId = 0; ;) {
    const rows = await trx.selectFrom(records as 'module_contents').select(['id', sql<unknown>`${sql.ref(values)}`.as('values')])
      .where('module_id', '=', moduleId).where('id', '>', afterId).orderBy('id').limit(REFRESH_BATCH).execute();
    const keys = rows.flatMap((row) => sortKeys(fields, json.read<Record<string, unknown>>(row.values) ?? {})
      .map((key) => ({ module_id: moduleId, [owner]: row.id, ...key })));
    // A few hundred rows a statement keeps clear of either engine's bound-parameter limit.
    for (let start = 0; start < keys.length; start += 500) await trx.insertInto(table as 'content_sort_keys').values(keys.slice(start, start + 500) as never).execute();
    if (rows.length < REFRESH_BATCH) return;
    afterId = rows[rows.length - 1].id;
  }
}
