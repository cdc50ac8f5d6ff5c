import { sql, type Kysely } from 'kysely';
import type { Engine, EngineMigration } from './columns';

/**
 * Per-day request totals, so the overview's 30-day series reads 30 rows instead of
 * aggregating every request log row of the month (a million rows took ~600 ms). The log
 * writer adds to them in the transaction that inserts the rows; this fills them from the
 * rows already there.
 */
export const logDays: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await db.schema.createTable('log_days')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('requests', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('client_errors', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('server_errors', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await rebuildLogDays(db, engine);
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('log_days').ifExists().execute();
  },
};

/** Sets every day's totals from the request log rows (also used by the bench after a bulk seed). */
export async function rebuildLogDays(db: Kysely<any>, engine: Engine): Promise<void> {
  const day = engine === 'postgres' ? sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')` : sql`substr(created_at, 1, 10)`;
  const requestsBetween = (from: number, to: number) => sql`sum(case when status_code between ${sql.lit(from)} and ${sql.lit(to)} then request_count else 0 end)`;
  // `where true`: SQLite needs it to read `on conflict` as the upsert's and not a join's.
  await sql`
    insert into log_days (day, requests, client_errors, server_errors)
    select ${day}, sum(request_count), ${requestsBetween(400, 499)}, ${requestsBetween(500, 599)}
    from logs where true group by ${day}
    on conflict (day) do update set requests = excluded.requests, client_errors = excluded.client_errors, server_errors = excluded.server_errors`.execute(db);
}
