import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/connect';
import { createResumableUploads } from '@/server/services/dashboard/resumable-uploads';

/**
 * The parts folder is made once, synchronously and privately, when the service is built. The tus
 * FileStore would also make it from its constructor with a callback that throws: an uncaught
 * exception whenever the data folder changed before that callback ran (a test's temporary folder
 * removed, a mount gone), which failed a whole CI run.
 */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function build(dataDir: string) {
  return createResumableUploads({
    handle: {} as DbHandle,
    config: { dataDir, uploads: { resumableExpiryMs: 60_000 } } as Parameters<typeof createResumableUploads>[0]['config'],
    media: { ingest: () => Promise.reject(new Error('unused')), uploadLimit: () => Promise.resolve(0) },
  });
}

it('makes its folders before it returns and nothing after', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-tus-folder-'));
  dirs.push(dataDir);
  build(dataDir);
  expect(fs.statSync(path.join(dataDir, 'resumable-uploads', 'parts')).isDirectory()).toBe(true);

  // The folder's parent turns into a file at once: a late mkdir would fail (ENOTDIR) and throw uncaught.
  fs.rmSync(path.join(dataDir, 'resumable-uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'resumable-uploads'), '');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(fs.statSync(path.join(dataDir, 'resumable-uploads')).isFile()).toBe(true);
});
