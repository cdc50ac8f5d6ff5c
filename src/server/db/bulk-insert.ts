import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Inserts many rows of one shape in a single transaction. On SQLite it runs cached prepared
 * statements of ROWS_PER_STATEMENT rows each (one per row for the remainder): no query is
 * built or compiled per batch, and far fewer calls cross into SQLite than one per row (the
 * log writer inserts thousands of rows a second on the event loop).
 */
export type BulkInsert = <T extends keyof Database, C extends keyof Database = never>(
  table: T,
  columns: readonly (keyof Insertable<Database[T]> & string)[],
  rows: readonly Insertable<Database[T]>[],
  counters?: CounterIncrements<C>,
) => Promise<void>;

/**
 * Counter rows added to in the same transaction as an insert (e.g. the per-day totals of the
 * request log): a row whose `key` exists has each of `columns` increased by the given amount,
 * a new key is inserted as it is.
 */
export interface CounterIncrements<C extends keyof Database> {
  table: C;
  key: keyof Insertable<Database[C]> & string;
  columns: readonly (keyof Insertable<Database[C]> & string)[];
  rows: readonly Insertable<Database[C]>[];
}

const quote = (name: string) => `"${name}"`;

/** `insert … on conflict (key) do update set c = c + excluded.c`, the same text on both engines. */
function incrementStatement(counters: CounterIncrements<keyof Database>, placeholder: (index: number) => string): string {
  const names = [counters.key, ...counters.columns];
  const sets = counters.columns.map((column) => `${quote(column)} = ${quote(counters.table)}.${quote(column)} + excluded.${quote(column)}`);
  return `insert into ${quote(counters.table)} (${names.map(quote).join(', ')}) values (${names.map((_, index) => placeholder(index + 1)).join(', ')}) ` +
    `on conflict (${quote(counters.key)}) do update set ${sets.join(', ')}`;
}

const counterValues = (counters: CounterIncrements<keyof Database>, row: Record<string, unknown>) =>
  [counters.key, ...counters.columns].map((column) => row[column] ?? null);

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
  const incrementStatements = new Map<string, Statement>();
  return async (table, columns, rows, counters) => {
    const all = rows as readonly Record<string, unknown>[];
    const increments = counters as CounterIncrements<keyof Database> | undefined;
    let increment: Statement | undefined;
    if (increments) {
      const text = incrementStatement(increments, () => '?');
      increment = incrementStatements.get(text) ?? sqlite.prepare(text);
      incrementStatements.set(text, increment);
    }
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
      for (const row of (increments?.rows ?? []) as readonly Record<string, unknown>[]) increment!.run(counterValues(increments!, row));
    });
    // Immediate: the write lock first, waiting out another worker's writer (see connect.ts).
    insertAll.immediate();
  };
}

/** PostgreSQL: multi-row inserts, chunked under its 65 535 bound parameters. */
export function kyselyBulkInsert(db: Kysely<Database>): BulkInsert {
  return async (table, columns, rows, counters) => {
    const perStatement = Math.max(1, Math.floor(65_535 / Math.max(1, columns.length)));
    const increments = counters as CounterIncrements<keyof Database> | undefined;
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += perStatement) {
        await trx.insertInto(table).values(rows.slice(start, start + perStatement) as never).execute();
      }
      if (!increments) return;
      const text = incrementStatement(increments, (index) => `$${index}`);
      for (const row of increments.rows as readonly Record<string, unknown>[]) {
        await trx.executeQuery(CompiledQuery.raw(text, counterValues(increments, row)));
      }
    });
  };
}
