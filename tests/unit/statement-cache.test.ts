import type { Database } from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSqliteDriver } from '@/server/db/connect';
import { withStatementCache } from '@/server/db/statement-cache';

// The driver the server uses on this Node.js line (better-sqlite3 12 on 20, 13 from 22 on).
const SQLite = await loadSqliteDriver();

interface Tables {
  notes: { id: Generated<number>; body: string };
}

describe('SQLite statement cache', () => {
  let raw: Database;
  let db: Kysely<Tables>;

  const open = (size?: number) => {
    raw = new SQLite(':memory:');
    raw.exec('create table notes (id integer primary key, body text not null)');
    raw.exec("insert into notes (id, body) values (1, 'one'), (2, 'two'), (3, 'three')");
    const prepare = vi.spyOn(raw, 'prepare');
    db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(raw, size) }) });
    return prepare;
  };

  afterEach(async () => {
    await db.destroy();
  });

  it('prepares a query text once and answers each call with its own values', async () => {
    const prepare = open();
    const bodyOf = async (id: number) => (await db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst())?.body;
    expect(await bodyOf(1)).toBe('one');
    expect(await bodyOf(2)).toBe('two');
    expect(await bodyOf(3)).toBe('three');
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('writes through a kept statement, with its changes and new row id', async () => {
    const prepare = open();
    for (const body of ['four', 'five']) {
      const result = await db.insertInto('notes').values({ body }).executeTakeFirstOrThrow();
      expect(result.numInsertedOrUpdatedRows).toBe(1n);
    }
    const inserted = await db.insertInto('notes').values({ body: 'six' }).executeTakeFirstOrThrow();
    expect(inserted.insertId).toBe(6n);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('never hands out a statement that is still iterating, and keeps streaming after a stream', async () => {
    open();
    const cached = withStatementCache(raw);
    const text = 'select body from notes order by id';
    const first = cached.prepare(text);
    const rows = first.iterate([]);
    rows.next();
    const second = cached.prepare(text);
    expect(second).not.toBe(first);
    rows.return?.();
    expect(cached.prepare(text)).toBe(first);
    expect(second.all([])).toEqual([{ body: 'one' }, { body: 'two' }, { body: 'three' }]);

    const query = db.selectFrom('notes').select('body').orderBy('id');
    const streamed: string[] = [];
    for await (const row of query.stream()) streamed.push(row.body);
    expect(streamed).toEqual(['one', 'two', 'three']);
    expect((await query.execute()).map((row) => row.body)).toEqual(streamed);
  });

  it('keeps at most `size` texts, dropping the least recently used', async () => {
    const prepare = open(2);
    const byId = () => db.selectFrom('notes').select('body').where('id', '=', 1).execute();
    const byBody = () => db.selectFrom('notes').select('id').where('body', '=', 'one').execute();
    const count = () => db.selectFrom('notes').select((eb) => eb.fn.countAll().as('n')).execute();
    await byId();
    await byBody();
    await byId(); // byBody is now the least recently used
    await count(); // evicts byBody
    expect(prepare).toHaveBeenCalledTimes(3);
    await byId();
    expect(prepare).toHaveBeenCalledTimes(3);
    await byBody();
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('answers with the new schema after a table changes under a kept statement', async () => {
    open();
    const all = sql<Record<string, unknown>>`select * from notes where id = ${1}`;
    expect(Object.keys((await all.execute(db)).rows[0])).toEqual(['id', 'body']);
    await sql`alter table notes add column title text not null default 'untitled'`.execute(db);
    expect((await all.execute(db)).rows[0]).toEqual({ id: 1, body: 'one', title: 'untitled' });
  });
});
