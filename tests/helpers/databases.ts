import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach } from 'vitest';
import { connectDatabase, type DbHandle, type Engine } from '@/server/db/connect';

/** The engine this test project runs on (vitest.config.ts sets TEST_DB per project). */
export function testEngine(): Engine {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** Set by vitest.config.ts only when PostgreSQL answered (empty otherwise). */
export function postgresAdminUrl(): string | null {
  return process.env.TEST_POSTGRES_ADMIN_URL || null;
}

function requirePostgresAdminUrl(): string {
  const url = postgresAdminUrl();
  if (!url) throw new Error('PostgreSQL is not available to this test run (see the warning of vitest.config.ts)');
  return url;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database: a temp SQLite file, or a randomly named PostgreSQL database. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  return engine === 'postgres' ? createPostgresDatabase() : createSqliteDatabase();
}

/**
 * Registers an afterEach that closes and drops every database the returned function opened in
 * that test; the function opens a fresh, connected (not migrated) database of `engine`.
 */
export function freshDatabases(engine: Engine): () => Promise<DbHandle> {
  const opened: { database: TestDatabase; handle?: DbHandle }[] = [];
  afterEach(async () => {
    for (const { database, handle } of opened.splice(0)) {
      await handle?.close();
      await database.drop();
    }
  });
  return async () => {
    const entry: { database: TestDatabase; handle?: DbHandle } = { database: await createTestDatabase(engine) };
    opened.push(entry);
    entry.handle = await connectDatabase(entry.database.url);
    return entry.handle;
  };
}

function createSqliteDatabase(): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-test-'));
  return {
    url: `sqlite:${path.join(dir, 'app.sqlite')}`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: requirePostgresAdminUrl(), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `polyglot_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(requirePostgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }),
  };
}
