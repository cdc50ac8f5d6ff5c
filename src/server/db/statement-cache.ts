import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; queries that differ only in their values share one text. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * The database as Kysely's SQLite driver sees it, with each SQL text prepared once: the driver
 * prepares every query anew, and SQLite's parsing and planning was most of a simple read's cost.
 * A statement still iterating (a streamed query) is busy and can't run again, so a new one is
 * prepared for that call. SQLite re-prepares a kept statement itself when the schema changes.
 */
export function withStatementCache(database: Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Map order is insertion order: moving a hit to the end makes the first entry the least recently used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > size) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}
