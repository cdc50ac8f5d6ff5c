import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DbHandle } from '@/server/db/connect';
import type { Database } from '@/server/db/schema';
import { OVERVIEW_ACTIVITY_ROWS, OVERVIEW_DAYS, type Activity, type Overview, type OverviewDay } from '@/shared/api/overview';

const DAY_MS = 24 * 3600_000;

/** The UTC day (YYYY-MM-DD) of a timestamp column: ISO text on SQLite, timestamptz on PostgreSQL. */
function utcDay(engine: DbHandle['engine'], column: string): RawBuilder<string> {
  return engine === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

const count = (db: Kysely<Database>, table: 'users' | 'module_contents' | 'media') =>
  db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();

/**
 * The dashboard's overview: counts, per-day series of the last OVERVIEW_DAYS days (requests from
 * the per-day totals the log writer keeps, sign-ups bounded by the users' created_at index) and
 * the latest audit rows.
 */
export function createOverview({ handle }: { handle: DbHandle }) {
  const { db, engine } = handle;

  return {
    async get(now = new Date()): Promise<Overview> {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const since = new Date(today - (OVERVIEW_DAYS - 1) * DAY_MS).toISOString();

      const [users, contents, media, pending, requestDays, signUpDays, activity] = await Promise.all([
        count(db, 'users'),
        count(db, 'module_contents'),
        count(db, 'media'),
        db.selectFrom('form_submissions').where('status', '=', 'pending').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        db.selectFrom('log_days').where('day', '>=', since.slice(0, 10)).selectAll().execute(),
        db.selectFrom('users')
          .where('created_at', '>=', since)
          .select([utcDay(engine, 'created_at').as('day'), (eb) => eb.fn.countAll<number | string>().as('sign_ups')])
          .groupBy(utcDay(engine, 'created_at'))
          .execute(),
        db.selectFrom('audit_log')
          .leftJoin('users', 'users.id', 'audit_log.actor_id')
          .select([
            'audit_log.id', 'audit_log.actor_id', 'users.username', 'audit_log.action', 'audit_log.entity',
            'audit_log.record_id', 'audit_log.changes', 'audit_log.created_at',
          ])
          .orderBy('audit_log.created_at', 'desc')
          .orderBy('audit_log.id', 'desc')
          .limit(OVERVIEW_ACTIVITY_ROWS)
          .execute(),
      ]);

      const requestsByDay = new Map(requestDays.map((row) => [row.day, row]));
      const signUpsByDay = new Map(signUpDays.map((row) => [row.day, Number(row.sign_ups)]));
      const days = Array.from({ length: OVERVIEW_DAYS }, (_, index): OverviewDay => {
        const date = new Date(today - (OVERVIEW_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10);
        const row = requestsByDay.get(date);
        const requests = Number(row?.requests ?? 0);
        const share = (part: number | string | undefined) => (requests > 0 ? Number(part ?? 0) / requests : 0);
        return {
          date,
          requests,
          client_error_rate: share(row?.client_errors),
          server_error_rate: share(row?.server_errors),
          sign_ups: signUpsByDay.get(date) ?? 0,
        };
      });

      return {
        counts: {
          users: Number(users.n),
          contents: Number(contents.n),
          pending_submissions: Number(pending.n),
          media: Number(media.n),
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
