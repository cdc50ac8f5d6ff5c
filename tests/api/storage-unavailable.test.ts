import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiResponse } from '@/shared/api/envelope';
import { testEngine } from '../helpers/databases';
import { TEST_PUBLIC_URL, type TestContext } from '../helpers/test-context';
import { openAsAdmin } from '../helpers/signed-in';

/**
 * A database that can't write — a read-only or full disk — answers 503 "temporarily
 * unavailable", not 500: nothing is wrong with the request. Simulated on SQLite with
 * `PRAGMA query_only` (SQLITE_READONLY, as a read-only file gives; the tests run as root,
 * which chmod can't stop) and on PostgreSQL with a trigger raising disk_full (53100).
 */
let t: TestContext;
let token: string;

beforeAll(async () => ({ t, adminToken: token } = await openAsAdmin()));
afterAll(() => t.close());

async function refuseWrites(refuse: boolean): Promise<void> {
  const { db, engine } = t.ctx.handle;
  if (engine === 'sqlite') {
    await sql.raw(`PRAGMA query_only = ${refuse ? 'ON' : 'OFF'}`).execute(db);
  } else if (refuse) {
    await sql`create function pretend_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`.execute(db);
    await sql`create trigger pretend_disk_full before update on users for each statement execute function pretend_disk_full()`.execute(db);
  } else {
    await sql`drop trigger pretend_disk_full on users`.execute(db);
    await sql`drop function pretend_disk_full()`.execute(db);
  }
}

const renameAdmin = (fullname: string, language = 'en') =>
  t.callJson('/api/auth', { method: 'PUT', token, json: { fullname }, headers: { origin: TEST_PUBLIC_URL, 'x-language': language } });

describe('a database that cannot write', () => {
  it('answers 503 in the envelope, logs the cause, and 200 again once it can', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await refuseWrites(true);
      const refused = await renameAdmin('Read Only', 'sv');
      expect(refused.res.status).toBe(503);
      expect(refused.res.headers.get('retry-after')).toBe('5');
      expect(refused.body).toEqual({ status: false, statusCode: 503, message: 'Tjänsten är tillfälligt otillgänglig, försök igen senare' } satisfies ApiResponse<never>);
      const cause = t.engine === 'sqlite' ? /SQLite SQLITE_READONLY: attempt to write a readonly database/ : /PostgreSQL 53100: could not extend file/;
      expect(errors.mock.calls.some((call) => /PUT \/api\/auth answered 503 \(unavailable\)/.test(call.join(' ')) && cause.test(call.join(' ')))).toBe(true);
    } finally {
      await refuseWrites(false);
      errors.mockRestore();
    }
    expect((await renameAdmin('Writable Again')).res.status).toBe(200);
  });

  it.runIf(testEngine() === 'sqlite')('answers 503 when the SQLite file cannot grow (a full disk), inside a transaction too', async () => {
    const { db } = t.ctx.handle;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pages = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
    try {
      await sql.raw(`PRAGMA max_page_count = ${pages.rows[0].page_count}`).execute(db);
      const unavailable = { status: 503, body: { status: false, statusCode: 503, message: 'The service is temporarily unavailable, please try again later' } };
      const form = await t.callJson('/api/forms/contact', { json: { fullname: 'Full Disk', email: 'full@example.com', message: 'x'.repeat(4_000) } });
      expect({ status: form.res.status, body: form.body }).toEqual(unavailable);
      const signUp = await t.callJson('/api/auth/sign-up', {
        json: { username: 'fulldisk', email: 'full@example.com', password: 'Violet-Harbour-9-Lantern', fullname: 'x'.repeat(100), birthday: '1990-12-10' },
      });
      expect({ status: signUp.res.status, body: signUp.body }).toEqual(unavailable);
      expect(errors.mock.calls.some((call) => /answered 503 \(unavailable\): SQLite SQLITE_FULL/.test(call.join(' ')))).toBe(true);
    } finally {
      await sql.raw('PRAGMA max_page_count = 1073741823').execute(db);
      errors.mockRestore();
    }
  });
});
