import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DbHandle } from '@/server/db/connect';
import type { Database } from '@/server/db/schema';
import type { DashboardSubmission, SubmissionCounts, SubmissionFilter } from '@/shared/api/submissions';
import type { ModuleField } from '@/shared/fields';
import { defineEntity } from './declaration';
import { escapeLike, ftsPhrase, isBroad, joinSearchIndex, type CountBase } from './list';
import type { Trx } from './operations';

/**
 * A form module's submissions: one declaration per form, whose key is the permission area
 * (`contact.read`, design §4). Audit rows name the entity `submissions`.
 */
export const submissionsEntity = (moduleKey: string) => defineEntity({
  name: 'submissions',
  area: moduleKey,
  notFound: 'submission_not_found',
  topic: 'submissions',
  detail: (id) => `submission:${id}`,
  list: {
    sortable: {
      created_at: 'form_submissions.created_at', updated_at: 'form_submissions.updated_at', solved_at: 'form_submissions.solved_at',
      status: 'form_submissions.status', id: 'form_submissions.id',
    },
    // The submitted values are one JSON document: `whereFilter` searches it (listPage cannot lower() a jsonb).
    searchable: [],
    id: 'form_submissions.id',
  },
});

type Executor = DbHandle['db'] | Trx;
type SubmissionQuery<O> = SelectQueryBuilder<Database, 'form_submissions', O>;

/** A trigram index can only answer searches of at least three characters. */
const TRIGRAM = 3;

/**
 * A search of the submitted values as their stored JSON text: the text is JSON-escaped as the
 * values are (so a quote finds a quote), then LIKE-escaped; keys match too.
 */
export function searchPattern(search: string): string {
  return `%${escapeLike(JSON.stringify(search.toLowerCase()).slice(1, -1))}%`;
}

/**
 * What a filter's condition serves: the rows in date order (a list page, an export batch), the
 * count of its matches (from SQLite's trigram table always: a count visits every match however
 * they are ordered), or the rows of a page sorted by a field's keys.
 */
export type FilterUse = 'rows' | 'count' | 'field sort';

/** Reads of one form's submissions for the dashboard, each row through the one mapper. */
export function createSubmissionsRepository({ db, json, engine }: DbHandle) {
  /**
   * Where a search's text is matched: PostgreSQL keeps lower(data::text) in form_submissions_search
   * with its trigram index (migration 0023); SQLite's own trigram table answers most searches, the
   * rest scan the rows' text.
   */
  const searchMatch = (pattern: string) => engine === 'postgres'
    ? sql<boolean>`form_submissions.id in (select submission_id from form_submissions_search where data_text like ${pattern} escape '\\')`
    : sql<boolean>`lower(form_submissions.data) like ${pattern} escape '\\'`;

  const select = (moduleId: number, executor: Executor = db) =>
    executor.selectFrom('form_submissions').where('form_submissions.module_id', '=', moduleId).select((eb) => [
      'form_submissions.id', 'form_submissions.status', 'form_submissions.data', 'form_submissions.created_at', 'form_submissions.updated_at',
      'form_submissions.solved_at', 'form_submissions.solved_by', 'form_submissions.note', 'form_submissions.spam_reason',
      'form_submissions.mail_state', 'form_submissions.mail_error',
      eb.selectFrom('users').select('users.username').whereRef('users.id', '=', 'form_submissions.solved_by').as('solved_by_name'),
    ]);
  type SubmissionRow = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

  const toSubmission = (row: SubmissionRow): DashboardSubmission => ({
    id: row.id,
    status: row.status,
    data: json.read<Record<string, unknown>>(row.data) ?? {},
    created_at: row.created_at,
    updated_at: row.updated_at,
    solved_at: row.solved_at,
    solved_by: row.solved_by !== null && row.solved_by_name ? { id: row.solved_by, username: row.solved_by_name } : null,
    note: row.note,
    spam_reason: row.spam_reason,
    mail_state: row.mail_state,
    mail_error: row.mail_error,
  });

  /**
   * The filter as a condition: the inbox or the spam view, status, dates and search. SQLite's
   * trigram table (migration 0022) answers a search of three characters or more, unless it
   * matches more than SEARCH_TOTAL_CAP rows: then scanning in page order finds a page (or an
   * export batch) sooner than collecting every match first. `use` says what the condition is for
   * (FilterUse).
   */
  async function filterCondition(filter: SubmissionFilter, use: FilterUse = 'rows'): Promise<<Q extends SubmissionQuery<any>>(query: Q) => Q> {
    const search = filter.search?.trim();
    // The text as the stored JSON has it (escaped), as one phrase of the trigram table.
    const phrase = search && engine === 'sqlite' && [...search].length >= TRIGRAM ? ftsPhrase(JSON.stringify(search).slice(1, -1)) : null;
    const matches = phrase ? sql<number>`(select rowid from form_submissions_search where form_submissions_search match ${phrase})` : null;
    const useIndex = matches !== null && (use === 'count' || !(await isBroad(db, matches)));
    return <Q extends SubmissionQuery<any>>(query: Q): Q => {
      let filtered = query.where('form_submissions.spam_reason', filter.spam ? 'is not' : 'is', null);
      // SQLite would read a status's whole range from the spam index and sort it for a field sort; walking the field's keys finds a page sooner.
      if (filter.status) filtered = filtered.where(use === 'field sort' && engine === 'sqlite' ? sql<string>`+form_submissions.status` : 'form_submissions.status', '=', filter.status);
      if (filter.from) filtered = filtered.where('form_submissions.created_at', '>=', new Date(filter.from).toISOString());
      if (filter.to) filtered = filtered.where('form_submissions.created_at', '<', new Date(filter.to).toISOString());
      if (!search) return filtered as Q;
      if (useIndex && use === 'count') return joinSearchIndex(filtered as Q, 'form_submissions_search', phrase!, 'form_submissions.id');
      if (useIndex) return filtered.where('form_submissions.id', 'in', matches!) as Q;
      return filtered.where(searchMatch(searchPattern(search))) as Q;
    };
  }

  /**
   * The rows a list's count counts (listPage stops at its cap). On PostgreSQL a search of three
   * characters or more is led by the search table's trigram matches, each tested against the
   * rest of the filter by its key, so the count stops at the cap: joined, the planner hashed every
   * match of a common word first (76 ms against 46 for the first thousand solved of 16,000).
   * `offset 0` keeps the test a per-row subquery, which the planner would otherwise turn into that join.
   */
  async function countBase(moduleId: number, filter: SubmissionFilter): Promise<CountBase> {
    const search = filter.search?.trim();
    if (engine !== 'postgres' || !search || [...search].length < TRIGRAM) {
      return { query: (await filterCondition(filter, 'count'))(select(moduleId)), id: 'form_submissions.id', searched: Boolean(search) };
    }
    const rest = await filterCondition({ ...filter, search: undefined }, 'count');
    const inFilter = rest(db.selectFrom('form_submissions').where('form_submissions.module_id', '=', moduleId))
      .select(sql<number>`1`.as('one')).where('form_submissions.id', '=', sql.ref<number>('form_submissions_search.submission_id')).offset(0);
    // The search table is PostgreSQL's alone (migration 0023), so not in the shared schema's types.
    const query = (db as unknown as Kysely<Record<string, Record<string, unknown>>>).selectFrom('form_submissions_search')
      .where(sql<boolean>`form_submissions_search.data_text like ${searchPattern(search)} escape '\\'`)
      .where(({ exists }) => exists(inFilter))
      .select(sql<number>`form_submissions_search.submission_id`.as('submission_id'));
    return { query, id: 'form_submissions_search.submission_id', searched: true };
  }

  /** `query` joined to each submission's key of `field` (submission_sort_keys), to be ordered by it. */
  const sortedBy = <O>(query: SubmissionQuery<O>, moduleId: number, field: ModuleField) => query
    .innerJoin('submission_sort_keys', (join) => join.onRef('submission_sort_keys.submission_id', '=', 'form_submissions.id').on('submission_sort_keys.field', '=', field.key))
    .where('submission_sort_keys.module_id', '=', moduleId);

  /** Each form's pending, solved and spam numbers (migration 0029's triggers keep them), zero for a form with none yet. */
  async function countsOf(moduleIds: readonly number[]): Promise<Map<number, SubmissionCounts>> {
    const rows = moduleIds.length === 0 ? [] : await db.selectFrom('form_submission_counts')
      .select(['module_id', 'pending', 'solved', 'spam']).where('module_id', 'in', moduleIds).execute();
    const counted = new Map(rows.map(({ module_id, ...counts }) => [module_id, { pending: Number(counts.pending), solved: Number(counts.solved), spam: Number(counts.spam) }]));
    return new Map(moduleIds.map((id) => [id, counted.get(id) ?? { pending: 0, solved: 0, spam: 0 }]));
  }

  return {
    select,
    toSubmission,
    countsOf,
    filterCondition,
    countBase,
    sortedBy,
    async find(moduleId: number, id: number, executor: Executor = db): Promise<DashboardSubmission | null> {
      const row = await select(moduleId, executor).where('form_submissions.id', '=', id).executeTakeFirst();
      return row ? toSubmission(row) : null;
    },
  };
}

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
