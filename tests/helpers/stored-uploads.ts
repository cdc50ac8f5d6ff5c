import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from './test-context';

/** The local storage's folder of a test context's uploads. */
export const uploadsDir = (t: TestContext) => path.join(t.ctx.config.dataDir, 'uploads');

/** Every file the local storage holds, sorted: a part still being written (`.partial-…`) included, so "nothing left behind" sees it. */
export const storedFiles = (t: TestContext) => {
  const dir = uploadsDir(t);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/** The storage key of an upload's public URL (`/api/uploads/<key>`). */
export const keyOf = (url: string) => url.slice('/api/uploads/'.length);
