import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DbHandle } from '@/server/db/connect';
import type { Database } from '@/server/db/schema';
import { OVERVIEW_ACTIVITY_ROWS, OVERVIEW_DAYS, type Activity, type Overview, type OverviewDay } from '@/shared/api/overview';
import type { AuthUser } from '@/shared/types';
import { overviewScope, type OverviewScope } from './overview-scope';

const DAY_MS = 24 * 3600_000;

/** The UTC day (YYYY-MM-DD) of a timestamp column: ISO text on SQLite, timestamptz on PostgreSQL. */
function utcDay(engine: DbHandle['engine'], column: string): RawBuilder<string> {
  return engine === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

type Count = { n: number | string };
const countAll = (db: Kysely<Database>, table: 'users' | 'media') =>
  db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();

/** A readable module's records of `table` (module_contents or form_submissions), by id as the audit rows' text. */
function moduleRecordIds(eb: ExpressionBuilder<Database, 'audit_log'>, table: 'module_contents' | 'form_submissions', moduleKeys: string[]) {
  return eb.selectFrom(table)
    .innerJoin('modules', 'modules.id', `${table}.module_id`)
    .where('modules.key', 'in', moduleKeys)
    .select(sql<string>`cast(${sql.ref(`${table}.id`)} as text)`.as('id'));
}

/** The audit rows the viewer may read: of the areas they may read, of their modules' records, and their own. */
function readableActivity(eb: ExpressionBuilder<Database, 'audit_log'>, scope: OverviewScope): Expression<SqlBool> {
  const allowed: Expression<SqlBool>[] = [eb('audit_log.actor_id', '=', scope.viewerId)];
  if (scope.entities.length > 0) allowed.push(eb('audit_log.entity', 'in', scope.entities));
  if (scope.moduleKeys.length > 0) {
    allowed.push(eb.and([eb('audit_log.entity', '=', 'contents'), eb('audit_log.record_id', 'in', moduleRecordIds(eb, 'module_contents', scope.moduleKeys))]));
    allowed.push(eb.and([eb('audit_log.entity', '=', 'submissions'), eb('audit_log.record_id', 'in', moduleRecordIds(eb, 'form_submissions', scope.moduleKeys))]));
  }
  return eb.or(allowed);
}

/**
 * The dashboard's overview: counts, per-day series of the last OVERVIEW_DAYS days (requests from
 * the per-day totals the log writer keeps, sign-ups bounded by the users' created_at index) and
 * the latest audit rows; each read only when the viewer may read its data (else null, or no row).
 */
export function createOverview({ handle }: { handle: DbHandle }) {
  const { db, engine } = handle;

  return {
    async get(viewer: AuthUser, now = new Date()): Promise<Overview> {
      const scope = overviewScope(viewer);
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const since = new Date(today - (OVERVIEW_DAYS - 1) * DAY_MS).toISOString();
      const none = Promise.resolve(null);
      const { moduleKeys } = scope;
      const modulesOf = (type: 'content' | 'form') => (moduleKeys.length === 0 ? Promise.resolve(0)
        : db.selectFrom('modules').where('key', 'in', moduleKeys).where('type', '=', type)
          .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n)));

      const [users, contents, media, pending, requestDays, signUpDays, activity] = await Promise.all([
        scope.users ? countAll(db, 'users') : none,
        modulesOf('content').then((n): Promise<Count | null> => (n === 0 ? none : db.selectFrom('module_contents')
          .innerJoin('modules', 'modules.id', 'module_contents.module_id').where('modules.key', 'in', moduleKeys)
          .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow())),
        scope.media ? countAll(db, 'media') : none,
        modulesOf('form').then((n): Promise<Count | null> => (n === 0 ? none : db.selectFrom('form_submissions')
          .innerJoin('modules', 'modules.id', 'form_submissions.module_id').where('modules.key', 'in', moduleKeys)
          .where('form_submissions.status', '=', 'pending')
          .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow())),
        scope.logs ? db.selectFrom('log_days').where('day', '>=', since.slice(0, 10)).selectAll().execute() : none,
        scope.users
          ? db.selectFrom('users')
            .where('created_at', '>=', since)
            .select([utcDay(engine, 'created_at').as('day'), (eb) => eb.fn.countAll<number | string>().as('sign_ups')])
            .groupBy(utcDay(engine, 'created_at'))
            .execute()
          : none,
        db.selectFrom('audit_log')
          .leftJoin('users', 'users.id', 'audit_log.actor_id')
          .where((eb) => readableActivity(eb, scope))
          .select([
            'audit_log.id', 'audit_log.actor_id', 'users.username', 'audit_log.action', 'audit_log.entity',
            'audit_log.record_id', 'audit_log.changes', 'audit_log.created_at',
          ])
          .orderBy('audit_log.created_at', 'desc')
          .orderBy('audit_log.id', 'desc')
          .limit(OVERVIEW_ACTIVITY_ROWS)
          .execute(),
      ]);

      const requestsByDay = requestDays && new Map(requestDays.map((row) => [row.day, row]));
      const signUpsByDay = signUpDays && new Map(signUpDays.map((row) => [row.day, Number(row.sign_ups)]));
      const days = Array.from({ length: OVERVIEW_DAYS }, (_, index): OverviewDay => {
        const date = new Date(today - (OVERVIEW_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10);
        const sign_ups = signUpsByDay ? signUpsByDay.get(date) ?? 0 : null;
        if (!requestsByDay) return { date, requests: null, client_error_rate: null, server_error_rate: null, sign_ups };
        const row = requestsByDay.get(date);
        const requests = Number(row?.requests ?? 0);
        const share = (part: number | string | undefined) => (requests > 0 ? Number(part ?? 0) / requests : 0);
        return { date, requests, client_error_rate: share(row?.client_errors), server_error_rate: share(row?.server_errors), sign_ups };
      });
      const figure = (row: Count | null) => (row === null ? null : Number(row.n));

      return {
        counts: {
          users: figure(users),
          contents: figure(contents),
          pending_submissions: figure(pending),
          media: figure(media),
        },
        days,
        activity: activity.map((row): Activity => ({
          id: row.id,
          actor: row.actor_id !== null && row.username !== null ? { id: row.actor_id, username: row.username } : null,
          action: row.action,
          entity: row.entity,
          record_id: row.record_id,
          changes: row.changes === null ? null : (JSON.parse(row.changes) as string[]),
          created_at: row.created_at,
        })),
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverview>;
