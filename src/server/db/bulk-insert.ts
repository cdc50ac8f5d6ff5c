import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Inserts many rows of one shape in a single transaction. On SQLite it runs cached prepared
 * statements of ROWS_PER_STATEMENT rows each (one per row for the remainder): no query is
 * built or compiled per batch, and far fewer calls cross into SQLite than one per row (the
 * log writer inserts thousands of rows a second on the event loop).
 */
export type BulkInsert = <T extends keyof Database>(table: T, columns: readonly (keyof Insertable<Database[T]> & string)[], rows: readonly Insertable<Database[T]>[]) => Promise<void>;

const ROWS_PER_STATEMENT = 64;

export function sqliteBulkInsert(sqlite: SqliteDatabase): BulkInsert {
  const statements = new Map<string, Statement>();
  function statementFor(table: string, columns: readonly string[], rowCount: number): Statement {
    const key = `${table}(${columns.join(',')})x${rowCount}`;
    let statement = statements.get(key);
    if (!statement) {
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      statement = sqlite.prepare(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${Array(rowCount).fill(tuple).join(', ')}`);
      statements.set(key, statement);
    }
    return statement;
  }
  return async (table, columns, rows) => {
    const all = rows as readonly Record<string, unknown>[];
    const insertAll = sqlite.transaction(() => {
      let start = 0;
      if (all.length >= ROWS_PER_STATEMENT) {
        const chunk = statementFor(table, columns, ROWS_PER_STATEMENT);
        const values: unknown[] = new Array(ROWS_PER_STATEMENT * columns.length);
        for (; start + ROWS_PER_STATEMENT <= all.length; start += ROWS_PER_STATEMENT) {
          let index = 0;
          for (let row = start; row < start + ROWS_PER_STATEMENT; row++) {
            for (const column of columns) values[index++] = all[row][column] ?? null;
          }
          chunk.run(values);
        }
      }
      const single = statementFor(table, columns, 1);
      for (; start < all.length; start++) single.run(columns.map((column) => all[start][column] ?? null));
    });
    insertAll();
  };
}

/** PostgreSQL: multi-row inserts, chunked under its 65 535 bound parameters. */
export function kyselyBulkInsert(db: Kysely<Database>): BulkInsert {
  return async (table, columns, rows) => {
    const perStatement = Math.max(1, Math.floor(65_535 / Math.max(1, columns.length)));
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += perStatement) {
        await trx.insertInto(table).values(rows.slice(start, start + perStatement) as never).execute();
      }
    });
  };
}
