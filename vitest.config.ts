import path from 'node:path';
import pg from 'pg';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const DEFAULT_POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Vitest evaluates this file once per project: remember the answer for this process. */
const CHECKED = 'POLYGLOT_TEST_POSTGRES_CHECKED';

async function isPostgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Two projects: `sqlite` runs the unit tests and the API tests; `postgres` runs the API tests
 * again on PostgreSQL (a fresh database per test file). Without a reachable PostgreSQL the
 * postgres project is skipped with a loud warning, except on CI (CI=true), where the run fails.
 */
export default defineConfig(async () => {
  const postgresUrl = process.env.TEST_POSTGRES_ADMIN_URL || DEFAULT_POSTGRES_ADMIN_URL;
  if (process.env[CHECKED] === undefined) {
    const reachable = await isPostgresReachable(postgresUrl);
    process.env[CHECKED] = reachable ? 'yes' : 'no';
    if (!reachable) {
      const problem = `PostgreSQL is not reachable at ${postgresUrl}`;
      if (process.env.CI === 'true') throw new Error(`${problem}: CI requires the PostgreSQL test project.`);
      console.warn(`\n${'!'.repeat(78)}\n!! ${problem}\n!! SKIPPING the postgres test project: only SQLite is tested in this run.\n${'!'.repeat(78)}\n`);
    }
  }
  const postgres = process.env[CHECKED] === 'yes';
  const env = { TEST_POSTGRES_ADMIN_URL: postgres ? postgresUrl : '' };
  const projects: TestProjectInlineConfiguration[] = [
    {
      extends: true,
      test: { name: 'sqlite', include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'], env: { ...env, TEST_DB: 'sqlite' } },
    },
  ];
  if (postgres) {
    projects.push({ extends: true, test: { name: 'postgres', include: ['tests/api/**/*.test.ts'], env: { ...env, TEST_DB: 'postgres' } } });
  }

  return {
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    test: {
      testTimeout: 20_000,
      hookTimeout: 30_000,
      // next-intl's ESM build imports `next/server` without an extension, which only a bundler resolves.
      server: { deps: { inline: ['next-intl'] } },
      projects,
    },
  };
});
