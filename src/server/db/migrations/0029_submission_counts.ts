import { sql, type Kysely } from 'kysely';
import type { Engine, EngineMigration } from './columns';

/**
 * Each form's pending, solved and spam submissions as three numbers, kept by triggers in the
 * same statement as every insert, update and delete of form_submissions (the intake, staff
 * actions, retention and a module's deletion alike), so the inbox reads them instead of
 * counting 100,000 index entries on every list call (about 25 ms of CPU on PostgreSQL).
 * PostgreSQL's triggers run once per statement over its transition tables (marking 10,000
 * solved changes the row once); SQLite's run per row, in process. No foreign key: a module's
 * deletion deletes its submissions after or before its row, and either way its numbers are
 * left behind, harmless, under an id that is never used again.
 */
const KINDS = ['insert', 'update', 'delete'] as const;

export const submissionCounts: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await db.schema.createTable('form_submission_counts')
      .addColumn('module_id', 'integer', (c) => c.primaryKey())
      .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('solved', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('spam', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`insert into form_submission_counts (module_id, pending, solved, spam)
      select module_id,
        sum(case when spam_reason is null and status = 'pending' then 1 else 0 end),
        sum(case when spam_reason is null and status = 'solved' then 1 else 0 end),
        sum(case when spam_reason is not null then 1 else 0 end)
      from form_submissions group by module_id`.execute(db);
    if (engine === 'postgres') await upPostgres(db);
    else await upSqlite(db);
  },

  async down(db: Kysely<any>, engine: Engine) {
    if (engine === 'postgres') {
      for (const kind of KINDS) {
        await sql.raw(`drop trigger if exists form_submission_counts_${kind} on form_submissions`).execute(db);
        await sql.raw(`drop function if exists form_submission_counts_${kind}()`).execute(db);
      }
    } else {
      for (const kind of KINDS) await sql.raw(`drop trigger if exists form_submission_counts_${kind}`).execute(db);
    }
    await db.schema.dropTable('form_submission_counts').ifExists().execute();
  },
};

/**
 * One statement's change per form: what its new rows add less what its old rows took away. A
 * function cannot name a transition table its trigger does not declare, so each kind of
 * statement has its own over the same sums.
 */
async function upPostgres(db: Kysely<any>) {
  const sums = (sign: '' | '-', rows: string) => `select module_id,
      ${sign}(spam_reason is null and status = 'pending')::int as pending,
      ${sign}(spam_reason is null and status = 'solved')::int as solved,
      ${sign}(spam_reason is not null)::int as spam
    from ${rows}`;
  const kinds = {
    insert: { changes: sums('', 'new_rows'), referencing: 'new table as new_rows' },
    delete: { changes: sums('-', 'old_rows'), referencing: 'old table as old_rows' },
    update: { changes: `${sums('', 'new_rows')} union all ${sums('-', 'old_rows')}`, referencing: 'old table as old_rows new table as new_rows' },
  };
  for (const [kind, { changes, referencing }] of Object.entries(kinds)) {
    await sql.raw(`create function form_submission_counts_${kind}() returns trigger language plpgsql as $$
      begin
        insert into form_submission_counts as counts (module_id, pending, solved, spam)
        select module_id, sum(pending), sum(solved), sum(spam) from (${changes}) as changes
        group by module_id
        having sum(pending) <> 0 or sum(solved) <> 0 or sum(spam) <> 0
        on conflict (module_id) do update set
          pending = counts.pending + excluded.pending,
          solved = counts.solved + excluded.solved,
          spam = counts.spam + excluded.spam;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger form_submission_counts_${kind} after ${kind} on form_submissions
      referencing ${referencing} for each statement execute function form_submission_counts_${kind}()`).execute(db);
  }
}

/** Per row: the old row's bucket down by one, the new row's up by one. */
async function upSqlite(db: Kysely<any>) {
  const bucket = (row: 'new' | 'old') => ({
    pending: `(${row}.spam_reason is null and ${row}.status = 'pending')`,
    solved: `(${row}.spam_reason is null and ${row}.status = 'solved')`,
    spam: `(${row}.spam_reason is not null)`,
  });
  const add = (row: 'new' | 'old', sign: 1 | -1) => {
    const b = bucket(row);
    return `insert into form_submission_counts (module_id, pending, solved, spam)
        values (${row}.module_id, ${sign} * ${b.pending}, ${sign} * ${b.solved}, ${sign} * ${b.spam})
        on conflict (module_id) do update set
          pending = pending + excluded.pending, solved = solved + excluded.solved, spam = spam + excluded.spam;`;
  };
  await sql.raw(`create trigger form_submission_counts_insert after insert on form_submissions begin ${add('new', 1)} end`).execute(db);
  await sql.raw(`create trigger form_submission_counts_delete after delete on form_submissions begin ${add('old', -1)} end`).execute(db);
  await sql.raw(`create trigger form_submission_counts_update after update of status, spam_reason, module_id on form_submissions begin ${add('old', -1)} ${add('new', 1)} end`).execute(db);
}
