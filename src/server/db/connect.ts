import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import type { Database } from './schema';
import { postgresJson, sqliteJson, type JsonCodec } from './json';
import { kyselyBulkInsert, sqliteBulkInsert, type BulkInsert } from './bulk-insert';

export type Engine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  json: JsonCodec;
  /** Many rows of one shape in one transaction, by the fastest means the engine has. */
  insertRows: BulkInsert;
  close(): Promise<void>;
}

/** SQLite does run DDL inside transactions; Kysely's adapter just doesn't claim it. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

export async function connectDatabase(url: string): Promise<DbHandle> {
  if (/^postgres(ql)?:\/\//.test(url)) return connectPostgres(url);
  return connectSqlite(url.replace(/^sqlite:/, ''));
}

/**
 * better-sqlite3 12 (compiled on install) on Node.js 20; from Node.js 22 on, better-sqlite3 13, whose
 * prebuilt Node-API binary needs Node 22 and which Node 24 requires: 12's statements abort
 * Node 24.19+ when the garbage collector finalises them (WiseLibs/better-sqlite3#1515).
 */
async function loadSqliteDriver(): Promise<typeof import('better-sqlite3')> {
  const modern = Number(process.versions.node.split('.')[0]) >= 22;
  const driver = modern ? await import('better-sqlite3-napi') : await import('better-sqlite3');
  return driver.default as typeof import('better-sqlite3');
}

async function connectSqlite(file: string): Promise<DbHandle> {
  const SQLite = await loadSqliteDriver();
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database }) });
  return { db, engine: 'sqlite', json: sqliteJson, insertRows: sqliteBulkInsert(database), close: () => db.destroy() };
}

async function connectPostgres(url: string): Promise<DbHandle> {
  const pg = await import('pg');
  const { Pool, types } = pg.default;
  // timestamptz comes back as ISO-8601 UTC text, the same as on SQLite.
  types.setTypeParser(1184, (value: string) => new Date(value).toISOString());
  types.setTypeParser(20, (value: string) => Number(value));
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  let closing = false;
  // An idle connection the server ends (restart, failover, a dropped database) is replaced on the
  // next checkout; without a listener the pool's 'error' event would crash the process.
  pool.on('error', (error) => {
    if (!closing) console.error('[db] an idle PostgreSQL connection failed:', error.message);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const close = () => {
    closing = true;
    return db.destroy();
  };
  return { db, engine: 'postgres', json: postgresJson, insertRows: kyselyBulkInsert(db), close };
}
