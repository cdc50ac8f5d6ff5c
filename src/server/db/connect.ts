import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type DialectAdapter, type Driver, type PostgresPool, type PostgresPoolClient, type SqliteDialectConfig } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import type { DatabaseConfig } from '@/server/config';
import { errorMessage, redactUrl, StartupError } from '@/server/startup-error';
import type { Database } from './schema';
import { postgresJson, sqliteJson, type JsonCodec } from './json';
import { kyselyBulkInsert, sqliteBulkInsert, type BulkInsert } from './bulk-insert';
import { withStatementCache } from './statement-cache';

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

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE), waiting up to the busy
 * timeout for another process's writer. A deferred one that read first and then wrote while a
 * second worker's write had committed would fail with SQLITE_BUSY at once, without waiting.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export const DEFAULT_DATABASE_CONFIG: DatabaseConfig = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 30_000,
};

/**
 * Opens the database of `url` (sqlite:<file> or postgres://…). A database that cannot be
 * opened or reached fails here with a StartupError naming the variable to fix.
 */
export async function connectDatabase(url: string, config: DatabaseConfig = DEFAULT_DATABASE_CONFIG): Promise<DbHandle> {
  if (/^postgres(ql)?:\/\//.test(url)) return connectPostgres(url, config);
  return connectSqlite(url.replace(/^sqlite:/, ''));
}

/**
 * better-sqlite3 12 (compiled on install) on Node.js 20; from Node.js 22 on, better-sqlite3 13, whose
 * prebuilt Node-API binary needs Node 22 and which Node 24 requires: 12's statements abort
 * Node 24.19+ when the garbage collector finalises them (WiseLibs/better-sqlite3#1515).
 */
export async function loadSqliteDriver(): Promise<typeof import('better-sqlite3')> {
  const modern = Number(process.versions.node.split('.')[0]) >= 22;
  const driver = modern ? await import('better-sqlite3-napi') : await import('better-sqlite3');
  return driver.default as typeof import('better-sqlite3');
}

/** Owner only: the database holds password hashes, sessions and mail. */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIRECTORY = 0o700;

async function connectSqlite(file: string): Promise<DbHandle> {
  const SQLite = await loadSqliteDriver();
  let database: import('better-sqlite3').Database;
  try {
    if (file !== ':memory:') createPrivateFile(file);
    database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    // SQLite gives -wal and -shm the database file's mode; these chmods tighten older files.
    if (file !== ':memory:') for (const suffix of ['-wal', '-shm']) chmodIfPresent(`${file}${suffix}`, PRIVATE_FILE);
  } catch (error) {
    throw new StartupError(`Cannot open the SQLite database ${path.resolve(file)} (DATA_DIR / DATABASE_URL): ${errorMessage(error)}`, { cause: error });
  }
  const db = new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database: withStatementCache(database) }) });
  return { db, engine: 'sqlite', json: sqliteJson, insertRows: sqliteBulkInsert(database), close: () => db.destroy() };
}

/** The database file, created empty and private when missing (its directory too). */
function createPrivateFile(file: string): void {
  const directory = path.dirname(path.resolve(file));
  if (!fs.existsSync(directory)) fs.mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY });
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE));
  fs.chmodSync(file, PRIVATE_FILE);
}

function chmodIfPresent(file: string, mode: number): void {
  try {
    fs.chmodSync(file, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

async function connectPostgres(url: string, config: DatabaseConfig): Promise<DbHandle> {
  const pg = await import('pg');
  const { Pool, types } = pg.default;
  // timestamptz comes back as ISO-8601 UTC text, the same as on SQLite.
  types.setTypeParser(1184, (value: string) => new Date(value).toISOString());
  types.setTypeParser(20, (value: string) => Number(value));
  const pool = new Pool({
    connectionString: url,
    max: config.poolSize,
    connectionTimeoutMillis: config.connectTimeoutMs,
    statement_timeout: config.statementTimeoutMs,
    // The server cancels a slow statement itself; this client-side limit is for a server that went silent.
    query_timeout: config.statementTimeoutMs + 1_000,
    idle_in_transaction_session_timeout: config.idleInTransactionTimeoutMs,
    // The planner's default (4) prices a random read as a spinning disk's: it then scans a whole
    // table to count a common search word instead of asking the trigram index (110 ms vs 22 ms
    // over 100,000 contents). 1.1 is the usual value for SSDs and data that fits in memory.
    options: '-c random_page_cost=1.1',
  });
  let closing = false;
  // An idle connection the server ends (restart, failover, a dropped database) is replaced on the
  // next checkout; without a listener the pool's 'error' event would crash the process.
  pool.on('error', (error) => {
    if (!closing) console.error('[db] an idle PostgreSQL connection failed:', error.message);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingTimedOutClients(pool) }) });
  const close = () => {
    closing = true;
    return db.destroy();
  };
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await close();
    throw new StartupError(`PostgreSQL at ${redactUrl(url)} cannot be reached (DATABASE_URL): ${errorMessage(error)}`, { cause: error });
  }
  return { db, engine: 'postgres', json: postgresJson, insertRows: kyselyBulkInsert(db), close };
}

/**
 * The pool as Kysely sees it, except that:
 * - a connection whose query timed out on the client side leaves the pool instead of going back
 *   to it: its answer may still arrive (or never), so it can't carry another query. Without this
 *   a silent spell would leave every pooled connection stuck behind its lost query after the
 *   server came back;
 * - connections are opened and handed back outside the request that needed them. A socket or
 *   idle timer keeps the async context it was created in (every AsyncLocalStorage store of it)
 *   for as long as it lives, so a connection opened during a page render kept that render's
 *   stores, its whole React tree included, alive beside the pool.
 */
function discardingTimedOutClients(pool: Pool): PostgresPool {
  // Taken when the database is opened as the server starts, before any request: no request's stores.
  const outsideRequests = AsyncLocalStorage.snapshot();
  const guarded = new WeakMap<PoolClient, PostgresPoolClient>();
  const guard = (client: PoolClient): PostgresPoolClient => {
    let timedOut: Error | null = null;
    const wrapper: PostgresPoolClient = {
      query: ((text: string, parameters: unknown[]) =>
        client.query(text, parameters).catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout') timedOut = error;
          throw error;
        })) as unknown as PostgresPoolClient['query'],
      release() {
        // pg-pool ends a client released with an error; a new one is connected when needed.
        const reason = timedOut;
        timedOut = null;
        if (reason) guarded.delete(client);
        outsideRequests(() => client.release(reason ?? undefined));
      },
    };
    return wrapper;
  };
  return {
    async connect() {
      const client = await outsideRequests(() => pool.connect());
      let wrapper = guarded.get(client);
      if (!wrapper) {
        wrapper = guard(client);
        guarded.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
