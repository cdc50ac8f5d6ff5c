import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppContext } from '@/server/bootstrap';
import { loadConfig } from '@/server/config';
import type { AppContext } from '@/server/context';

/** The data directory holds password hashes, sessions, mail and uploads: owner only (0700, files 0600). */
let scratch: string | null = null;
let context: AppContext | null = null;
afterEach(async () => {
  await context?.close();
  context = null;
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  scratch = null;
});

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

async function startIn(dataDir: string) {
  context = await createAppContext(loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'correct-horse-battery-staple', NODE_ENV: 'test' }), () => undefined);
  return context;
}

describe('file modes of the data directory', () => {
  it('creates a fresh data directory 0700 and its database, WAL, shared-memory and avatar files 0600', async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-modes-'));
    const dataDir = path.join(scratch, 'data');
    const ctx = await startIn(dataDir);
    const avatar = await ctx.services.avatars.save(1, new Uint8Array([1, 2, 3]), 'webp');

    expect(modeOf(dataDir)).toBe('700');
    for (const file of ['app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm']) expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, '600']);
    expect(modeOf(path.join(dataDir, 'avatars'))).toBe('700');
    expect(modeOf(path.join(dataDir, 'avatars', path.basename(avatar)))).toBe('600');
  });

  it('tightens a data directory and database files an older version left readable to all', async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-modes-'));
    const dataDir = path.join(scratch, 'data');
    await (await startIn(dataDir)).close();
    context = null;
    fs.chmodSync(dataDir, 0o755);
    for (const file of ['app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm']) {
      if (fs.existsSync(path.join(dataDir, file))) fs.chmodSync(path.join(dataDir, file), 0o644);
    }
    await startIn(dataDir);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'app.sqlite'))).toBe('600');
    expect(modeOf(path.join(dataDir, 'app.sqlite-wal'))).toBe('600');
  });
});
