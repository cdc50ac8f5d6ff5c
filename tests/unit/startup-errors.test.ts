import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNodeArgs } from '../../scripts/server-command.mjs';
import { compiledServer, freePort } from '../../scripts/server-process';
import { createAppContext } from '@/server/bootstrap';
import { loadConfig } from '@/server/config';
import { StartupError } from '@/server/startup-error';

/**
 * A start that cannot succeed fails quickly with one line naming the cause and the variable
 * to fix (Redis once hung for 90 s; a wrong PostgreSQL port printed "Migration unknown failed"
 * and a 40-line stack).
 */
let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-start-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  return createAppContext(loadConfig({ DATA_DIR: path.join(scratch, 'data'), ADMIN_PASSWORD: 'correct-horse-battery-staple', NODE_ENV: 'test', ...env }), () => undefined);
}

async function startFailure(env: Record<string, string>): Promise<StartupError> {
  const error = await start(env).then(
    async (context) => {
      await context.close();
      throw new Error('the start succeeded');
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(StartupError);
  expect((error as Error).message).not.toContain('\n');
  return error as StartupError;
}

describe('start errors name their cause and the variable to fix', () => {
  it('an unreachable Redis fails within seconds, naming REDIS_URL (password hidden)', async () => {
    const port = await freePort();
    const error = await startFailure({ DATABASE_URL: `sqlite:${path.join(scratch, 'redis.sqlite')}`, REDIS_URL: `redis://:hunter2@127.0.0.1:${port}` });
    expect(error.message).toBe(`Redis at redis://:***@127.0.0.1:${port} is unreachable (REDIS_URL): connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('a wrong PostgreSQL port names DATABASE_URL, with the password hidden', async () => {
    const port = await freePort();
    const error = await startFailure({ DATABASE_URL: `postgres://polyglot:s3cret@127.0.0.1:${port}/polyglot` });
    expect(error.message).toBe(`PostgreSQL at postgres://polyglot:***@127.0.0.1:${port}/polyglot cannot be reached (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('a data directory that cannot be created (a file in its place) names DATA_DIR', async () => {
    const blocked = path.join(scratch, 'not-a-directory');
    fs.writeFileSync(blocked, '');
    const error = await startFailure({ DATA_DIR: blocked });
    expect(error.message).toMatch(new RegExp(`^The data directory ${blocked} cannot be used \\(DATA_DIR\\): `));
  });

  it('a SQLite file that cannot be opened names DATA_DIR / DATABASE_URL', async () => {
    const directoryInPlace = path.join(scratch, 'directory.sqlite');
    fs.mkdirSync(directoryInPlace);
    const error = await startFailure({ DATABASE_URL: `sqlite:${directoryInPlace}` });
    expect(error.message).toMatch(new RegExp(`^Cannot open the SQLite database ${directoryInPlace} \\(DATA_DIR / DATABASE_URL\\): `));
  });

  it('the server prints one line for it, no stack', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const root = path.resolve(import.meta.dirname, '../..');
    const env = { ...process.env, DATA_DIR: path.join(scratch, 'server'), DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`, PORT: String(await freePort()) };
    await compiledServer();
    const child = spawn(process.execPath, serverNodeArgs(root, env), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `[server] failed to start: PostgreSQL at postgres://postgres@127.0.0.1:${port}/postgres cannot be reached (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}`,
    ]);
  });
});
