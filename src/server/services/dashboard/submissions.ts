import { sql } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { listPage } from '@/server/entities/list';
import type { Operations, Trx } from '@/server/entities/operations';
import { insertSubmissionSortKeys, sortedFields, sortKeyColumn } from '@/server/entities/sort-keys';
import { replaceUsages } from '@/server/entities/media-usages';
import { createSubmissionsRepository, submissionsEntity } from '@/server/entities/submissions';
import { localizedText, type ModuleField } from '@/shared/fields';
import {
  SUBMISSION_SORT_COLUMNS, submissionBulkDeleteSchema, submissionBulkRestoreSchema, submissionBulkStatusSchema, submissionRetentionSchema, submissionUpdateSchema,
  type DashboardSubmission, type SubmissionBulkDeleteInput, type SubmissionBulkRestoreInput, type SubmissionBulkStatusInput, type SubmissionCounts,
  type SubmissionExportQuery, type SubmissionField, type SubmissionFilter, type SubmissionForm, type SubmissionList, type SubmissionListQuery,
  type SubmissionPendingCounts, type SubmissionRetentionInput, type SubmissionStatus, type SubmissionUpdateInput,
  SUBMISSION_BULK_IDS_MAX, type SubmissionBulkStatusResult,
} from '@/shared/api/submissions';
import { can, modulePermission } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import { ApiError, fieldError } from '../api-error';
import type { ServiceDeps } from '../deps';
import type { CataloguedModule, ModuleCatalogue } from '../modules';
import { withoutUploads } from './media-references';
import type { SubmissionRemoval } from './submission-removal';
import { submissionColumns, submissionsCsv } from './submissions-csv';

/**
 * Rows read per query by the export. PostgreSQL answers in its own process, so its batches are
 * larger and the next is read while the current one is written (6.4 s for 100,000 rows in
 * batches of 500, one after another; 4.1 s so); SQLite answers in this one, where reading ahead
 * gains nothing and larger batches only held more (RSS +42 MB instead of +5).
 */
export const EXPORT_BATCH_ROWS = { sqlite: 500, postgres: 1_000 } as const;

type SubmissionColumn = (typeof SUBMISSION_SORT_COLUMNS)[number];
const isSubmissionColumn = (sort: string): sort is SubmissionColumn =>
  (SUBMISSION_SORT_COLUMNS as readonly string[]).includes(sort);

const NO_TABLE = { visible: false, sortable: false, searchable: false };

/** The form's fields with their labels in `locale`. */
export function submissionFields(fields: readonly ModuleField[], locale: Locale): SubmissionField[] {
  return fields.map((field) => ({
    key: field.key,
    label: localizedText(field.label, locale) || field.key,
    type: field.type,
    table: field.table ?? NO_TABLE,
    ...(field.fields ? { fields: submissionFields(field.fields, locale) } : {}),
  }));
}

/**
 * Back from spam to the inbox: it waits for its staff mail as a fresh submission does
 * (form-intake/staff-mail.ts sends it once, under the submission's idempotency key).
 */
const RESTORED_FROM_SPAM = { spam_reason: null, mail_state: 'queued', mail_error: null } as const;

/** Solving records when and by whom; marking pending again clears both. */
const statusColumns = (status: SubmissionStatus, actor: AuthUser, now: string) =>
  status === 'solved' ? { status, solved_at: now, solved_by: actor.id } : { status, solved_at: null, solved_by: null };

interface SubmissionsAdminDeps {
  handle: ServiceDeps['handle'];
  operations: Operations;
  modules: ModuleCatalogue;
  removal: SubmissionRemoval;
}

/**
 * A form module's inbox (`/api/dashboard/modules/{key}/submissions`): the form's own keys guard
 * it; submissions are marked solved or pending, noted, restored from spam and deleted, every
 * write through the operations helper with its audit row.
 */
export function createSubmissionsAdmin({ handle, operations, modules, removal }: SubmissionsAdminDeps) {
  const submissions = createSubmissionsRepository(handle);
  const { db } = handle;

  /** The form module named by `key`: 404 when there is none, 400 when it is a content module. */
  async function formModule(key: string): Promise<CataloguedModule> {
    const found = await modules.byKey(key);
    if (!found) throw new ApiError(404, 'module_not_found');
    if (found.type !== 'form') throw new ApiError(400, 'wrong_module_type');
    return found;
  }

  async function existing(executor: Trx | typeof db, moduleId: number, id: number): Promise<DashboardSubmission> {
    const found = await submissions.find(moduleId, id, executor);
    if (!found) throw new ApiError(404, 'submission_not_found');
    return found;
  }

  async function retentionDays(moduleId: number): Promise<number | null> {
    const row = await db.selectFrom('modules').select('submission_retention_days').where('id', '=', moduleId).executeTakeFirst();
    return row?.submission_retention_days ?? null;
  }

  /** The form as the inbox shows it: name and field labels in `locale`, its retention. */
  async function describeForm(owner: CataloguedModule, locale: Locale): Promise<SubmissionForm> {
    return {
      key: owner.key,
      name: localizedText(owner.name, locale) || owner.key,
      fields: submissionFields(owner.fields, locale),
      retention_days: await retentionDays(owner.id),
    };
  }

  /** The inbox's pending and solved, and the spam view's size (kept by triggers, migration 0029). */
  const counts = async (moduleId: number): Promise<SubmissionCounts> => (await submissions.countsOf([moduleId])).get(moduleId)!;

  /** The sortable field `data.<key>` names (422 at `sort` otherwise). */
  function sortedField(owner: CataloguedModule, sort: string): ModuleField {
    const key = sort.slice('data.'.length);
    const field = sortedFields(owner.fields).find((candidate) => candidate.key === key);
    if (!field) throw fieldError('sort', 'invalid_enum_value');
    return field;
  }

  /** The ids of `target`, all or none (404 when one is not a submission of the form). */
  async function targetedIds(trx: Trx, moduleId: number, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const found = await trx.selectFrom('form_submissions').select('id').where('module_id', '=', moduleId).where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw new ApiError(404, 'submission_not_found');
    return unique;
  }

  type Condition = Awaited<ReturnType<typeof submissions.filterCondition>>;

  /**
   * What a bulk call names, before its transaction: its ids, or the condition of its filter (the
   * whole inbox by default; `spam` reads the spam view whatever the filter says).
   */
  const bulkTarget = async (input: { ids?: number[]; filter?: SubmissionFilter }, spam?: true): Promise<Condition | null> =>
    input.ids ? null : submissions.filterCondition(spam ? { ...input.filter, spam } : input.filter ?? { spam: false });

  /** The form's rows with `ids`, or those `condition` keeps. */
  function targeted(trx: Trx, moduleId: number, ids: readonly number[] | undefined, condition: Condition | null) {
    const rows = trx.selectFrom('form_submissions').where('form_submissions.module_id', '=', moduleId);
    return ids ? rows.where('form_submissions.id', 'in', ids) : condition!(rows);
  }

  /**
   * Every submission the filter matches, oldest or newest first, read EXPORT_BATCH_ROWS at a
   * time by (created_at, id) (keyset, along the date and spam indexes), so an export of any
   * size holds a batch or two: on PostgreSQL the next one is asked for before the current one
   * is handed on.
   */
  async function* exportRows(moduleId: number, query: SubmissionExportQuery): AsyncGenerator<DashboardSubmission[]> {
    const condition = await submissions.filterCondition(query);
    const batchRows = EXPORT_BATCH_ROWS[handle.engine];
    const readAfter = (after: { created_at: string; id: number } | null) => {
      let batch = condition(submissions.select(moduleId));
      if (after) {
        const position = sql`(${after.created_at}, ${after.id})`;
        batch = batch.where(sql<boolean>`(form_submissions.created_at, form_submissions.id) ${sql.raw(query.order === 'asc' ? '>' : '<')} ${position}`);
      }
      return batch.orderBy('form_submissions.created_at', query.order).orderBy('form_submissions.id', query.order).limit(batchRows).execute();
    };
    const readAhead = handle.engine === 'postgres';
    let after: { created_at: string; id: number } | null = null;
    let ahead: ReturnType<typeof readAfter> | null = null;
    for (;;) {
      const rows: Awaited<ReturnType<typeof readAfter>> = await (ahead ?? readAfter(after));
      const full = rows.length === batchRows;
      after = rows[rows.length - 1] ?? null;
      ahead = full && readAhead ? readAfter(after) : null;
      // A reader that stops leaves the read begun ahead behind; its failure then has nobody to tell.
      ahead?.catch(() => undefined);
      if (rows.length > 0) yield rows.map(submissions.toSubmission);
      if (!full) return;
    }
  }

  return {
    /** The form module named by `key` (404 / 400 otherwise), for the routes' access check. */
    module: formModule,

    /**
     * A confirmed media delete, in its transaction (`afterCommit` its): the submission's values
     * lose their references to the uploads `keys` (a file field becomes empty). Needs
     * `{key}.update`; audited as `remove_media`. `owner` is the form as read before the
     * transaction (the catalogue is not read inside one).
     */
    async withoutUploads(
      trx: Trx, actor: AuthUser, owner: Pick<CataloguedModule, 'id' | 'key' | 'fields'>, id: number, keys: readonly string[], afterCommit: (effect: () => void) => void,
    ): Promise<void> {
      await operations.runIn(trx, submissionsEntity(owner.key), {
        actor, permission: 'update', action: 'remove_media', input: null, recordId: id, changes: () => ['data'],
        write: async (tx) => {
          const before = await existing(tx, owner.id, id);
          const data = withoutUploads(before.data, keys);
          await tx.updateTable('form_submissions').set({ data: handle.json.write(data), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
          await tx.deleteFrom('submission_sort_keys').where('submission_id', '=', id).execute();
          await insertSubmissionSortKeys(tx, owner.id, id, owner.fields, data);
          await replaceUsages(tx, { kind: 'submission', id, moduleId: owner.id }, data);
        },
      }, afterCommit);
    },

    /** One page of the inbox (or the spam view), with the form's fields in `locale` and the counts. */
    async list(key: string, query: SubmissionListQuery, locale: Locale): Promise<SubmissionList> {
      const owner = await formModule(key);
      const { list } = submissionsEntity(key);
      const field = isSubmissionColumn(query.sort) ? null : sortedField(owner, query.sort);
      // A field sort's join is only for the order: each submission has one key per sortable field.
      const [filtered, countFrom] = await Promise.all([
        submissions.filterCondition(query, field ? 'field sort' : 'rows').then((condition) => condition(submissions.select(owner.id))),
        submissions.countBase(owner.id, query),
      ]);
      const params = { ...query, search: undefined };
      const [page, form, counted] = await Promise.all([
        !field
          ? listPage(filtered, list, { ...params, sort: query.sort as SubmissionColumn }, submissions.toSubmission, handle, countFrom)
          // A field sort walks that field's keys (submission_sort_keys, one row per submission) in index order.
          : listPage(submissions.sortedBy(filtered, owner.id, field), {
            ...list, sortable: { ...list.sortable, [query.sort]: sortKeyColumn(field, 'submission_sort_keys') }, id: 'submission_sort_keys.submission_id',
          }, params, submissions.toSubmission, handle, countFrom),
        describeForm(owner, locale),
        counts(owner.id),
      ]);
      return { ...page, form, counts: counted };
    },

    form: describeForm,

    async get(key: string, id: number): Promise<DashboardSubmission> {
      return existing(db, (await formModule(key)).id, id);
    },

    /** Status, note, and `spam: false` (back to the inbox, its staff mail queued); the saved submission. */
    async update(actor: AuthUser, key: string, id: number, input: SubmissionUpdateInput): Promise<DashboardSubmission> {
      const owner = await formModule(key);
      return operations.run(submissionsEntity(key), {
        actor, permission: 'update', input, schema: submissionUpdateSchema, recordId: id,
        changes: () => Object.keys(input),
        write: async (trx, values) => {
          const before = await existing(trx, owner.id, id);
          const now = new Date().toISOString();
          await trx.updateTable('form_submissions').set({
            updated_at: now,
            ...(values.status && values.status !== before.status ? statusColumns(values.status, actor, now) : {}),
            ...(values.note !== undefined ? { note: values.note || null } : {}),
            ...(values.spam === false && before.spam_reason !== null ? RESTORED_FROM_SPAM : {}),
          }).where('id', '=', id).execute();
          return existing(trx, owner.id, id);
        },
      });
    },

    /**
     * Marks the named or matching submissions solved or pending, all or none; those already so stay
     * as they were. Answers the ids it changed (what an undo marks back), unless they are more than
     * one bulk call may name.
     */
    async bulkStatus(actor: AuthUser, key: string, input: SubmissionBulkStatusInput): Promise<SubmissionBulkStatusResult> {
      const owner = await formModule(key);
      const condition = await bulkTarget(input);
      return operations.run(submissionsEntity(key), {
        actor, permission: 'update', action: `mark_${input.status}`, input, schema: submissionBulkStatusSchema, recordId: null,
        changes: () => (input.ids ?? []).map(String),
        write: async (trx, values) => {
          const ids = values.ids && await targetedIds(trx, owner.id, values.ids);
          const now = new Date().toISOString();
          const changing = await targeted(trx, owner.id, ids, condition).select('form_submissions.id')
            .where('form_submissions.status', '!=', values.status)
            .orderBy('form_submissions.id').limit(SUBMISSION_BULK_IDS_MAX + 1).execute();
          const result = await trx.updateTable('form_submissions')
            .set({ updated_at: now, ...statusColumns(values.status, actor, now) })
            .where('id', 'in', targeted(trx, owner.id, ids, condition).select('form_submissions.id'))
            .where('status', '!=', values.status)
            .executeTakeFirst();
          const changed = Number(result.numUpdatedRows);
          return { changed, ids: changed <= SUBMISSION_BULK_IDS_MAX ? changing.map((row) => row.id) : null };
        },
      });
    },

    async remove(actor: AuthUser, key: string, id: number): Promise<void> {
      const owner = await formModule(key);
      await operations.run(submissionsEntity(key), {
        actor, permission: 'delete', input: null, recordId: id,
        write: async (trx, _input, afterCommit) => {
          await existing(trx, owner.id, id);
          await removal.removeAll(trx, (limit) => targeted(trx, owner.id, [id], null).select(['form_submissions.id', 'form_submissions.data']).limit(limit).execute(), afterCommit);
        },
      });
    },

    /**
     * Moves the named submissions, or those of the spam view the filter matches, to the inbox, all
     * or none, each mailed to the staff once as the single restore does; those not held stay as they were.
     */
    async bulkRestore(actor: AuthUser, key: string, input: SubmissionBulkRestoreInput): Promise<{ changed: number }> {
      const owner = await formModule(key);
      const condition = await bulkTarget(input, true);
      return operations.run(submissionsEntity(key), {
        actor, permission: 'update', action: 'restore_many', input, schema: submissionBulkRestoreSchema, recordId: null,
        changes: () => (input.ids ?? []).map(String),
        write: async (trx, values) => {
          const ids = values.ids && await targetedIds(trx, owner.id, values.ids);
          const result = await trx.updateTable('form_submissions')
            .set({ updated_at: new Date().toISOString(), ...RESTORED_FROM_SPAM })
            .where('id', 'in', targeted(trx, owner.id, ids, condition).select('form_submissions.id'))
            .where('spam_reason', 'is not', null)
            .executeTakeFirst();
          return { changed: Number(result.numUpdatedRows) };
        },
      });
    },

    /** Deletes the named or matching submissions, all or none, and the uploads only they referred to. */
    async bulkDelete(actor: AuthUser, key: string, input: SubmissionBulkDeleteInput): Promise<{ changed: number }> {
      const owner = await formModule(key);
      const condition = await bulkTarget(input);
      return operations.run(submissionsEntity(key), {
        actor, permission: 'delete', action: 'delete_many', input, schema: submissionBulkDeleteSchema, recordId: null,
        changes: () => (input.ids ?? []).map(String),
        write: async (trx, values, afterCommit) => {
          const ids = values.ids && await targetedIds(trx, owner.id, values.ids);
          const changed = await removal.removeAll(trx, (limit) =>
            targeted(trx, owner.id, ids, condition).select(['form_submissions.id', 'form_submissions.data']).orderBy('form_submissions.id').limit(limit).execute(), afterCommit);
          return { changed };
        },
      });
    },

    /**
     * Each form's pending count (the inbox's, spam apart) for the forms whose own `{key}.read` the
     * caller holds; 403 when they read none.
     */
    async pendingCounts(actor: AuthUser): Promise<SubmissionPendingCounts> {
      const forms = (await modules.list()).filter((form) => form.type === 'form' && can(actor, modulePermission(form.key, 'read')));
      if (forms.length === 0) throw new ApiError(403, 'forbidden');
      const counted = await submissions.countsOf(forms.map((form) => form.id));
      return Object.fromEntries(forms.map((form) => [form.key, counted.get(form.id)!.pending]));
    },

    /** How many days the form keeps its submissions (null: until deleted); the retention job removes the older ones daily. */
    async setRetention(actor: AuthUser, key: string, input: SubmissionRetentionInput): Promise<SubmissionRetentionInput> {
      const owner = await formModule(key);
      return operations.run(submissionsEntity(key), {
        actor, permission: 'delete', action: 'retention', input, schema: submissionRetentionSchema, recordId: null,
        changes: () => ['retention_days'],
        write: async (trx, values) => {
          await trx.updateTable('modules').set({ submission_retention_days: values.retention_days }).where('id', '=', owner.id).execute();
          return { retention_days: values.retention_days };
        },
      });
    },

    /** The CSV of every submission the filter matches (submissions-csv.ts), headed in `locale`, and its file name. */
    async exportCsv(key: string, query: SubmissionExportQuery, locale: Locale): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
      const owner = await formModule(key);
      return {
        fileName: `${owner.key}-submissions-${new Date().toISOString().slice(0, 10)}.csv`,
        body: submissionsCsv(submissionColumns(owner.fields, locale), exportRows(owner.id, query)),
      };
    },
  };
}

export type SubmissionsAdmin = ReturnType<typeof createSubmissionsAdmin>;
