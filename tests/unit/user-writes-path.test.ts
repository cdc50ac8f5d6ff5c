import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every write of the users table goes through src/server/entities/user-writes.ts, which raises
 * the row's version and publishes the user's topic (a write beside it once let a staff save
 * revert the owner's own change). The seed's first account, made on an empty database, is the
 * only other writer.
 */
const ONE_PATH = 'src/server/entities/user-writes.ts';
const ALLOWED = new Set([
  ONE_PATH,
  'src/server/db/seed/index.ts',
]);
const USERS_WRITE = /\b(?:insertInto|updateTable|deleteFrom)\(\s*['"]users['"]|updateVersioned\([^,]+,\s*['"]users['"]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('writes of the users table', () => {
  it(`happen only in ${ONE_PATH}`, () => {
    const writers = sources('src').filter((file) => USERS_WRITE.test(fs.readFileSync(file, 'utf8'))).map((file) => file.split(path.sep).join('/'));
    expect(writers).toContain(ONE_PATH);
    expect(writers.filter((file) => !ALLOWED.has(file))).toEqual([]);
  });
});
