import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Inserts many rows of one shape in a single transaction. On SQLite it runs one cached
 * prepared statement per row, which costs far less CPU than building and compiling a large
 * multi-row query (the log writer inserts thousands of rows a second on the event loop).
 */
export type BulkInsert = <T extends keyof Database>(table: T, columns: readonly (keyof Insertable<Database[T]> & string)[], rows: readonly Insertable<Database[T]>[]) => Promise<void>;

export function sqliteBulkInsert(sqlite: SqliteDatabase): BulkInsert {
  const statements = new Map<string, Statement>();
  return async (table, columns, rows) => {
    const key = `${table}(${columns.join(',')})`;
    let statement = statements.get(key);
    if (!statement) {
      statement = sqlite.prepare(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`);
      statements.set(key, statement);
    }
    const insertAll = sqlite.transaction((all: readonly Record<string, unknown>[]) => {
      for (const row of all) statement!.run(columns.map((column) => row[column] ?? null));
    });
    insertAll(rows as readonly Record<string, unknown>[]);
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
