import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionCounts, SubmissionList } from '@/shared/api/submissions';
import { createModule } from '../../helpers/modules';
import type { TestContext } from '../../helpers/test-context';
import { adminTestContext, staff, storeSubmission } from './helpers';

/**
 * The inbox's pending, solved and spam numbers are kept by triggers (migration 0029) instead of
 * counted on each list call: after every kind of write, by the API or straight in the database,
 * they equal what counting the rows gives.
 */
let t: TestContext;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminTestContext()));
afterAll(() => t.close());

const BASE = '/api/dashboard/modules/contact/submissions';
const person = (name: string) => ({ fullname: name, email: `${name.toLowerCase()}@example.com`, message: 'Hello' });
const call = <T>(path: string, json?: unknown, method?: string) => t.callJson<T>(`${BASE}${path}`, { token: admin, json, method });

/** What counting the form's rows gives. */
async function counted(moduleKey = 'contact'): Promise<SubmissionCounts> {
  const { db } = t.ctx.handle;
  const owner = await db.selectFrom('modules').select('id').where('key', '=', moduleKey).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('form_submissions').select(['status', 'spam_reason']).where('module_id', '=', owner.id).execute();
  return {
    pending: rows.filter((row) => !row.spam_reason && row.status === 'pending').length,
    solved: rows.filter((row) => !row.spam_reason && row.status === 'solved').length,
    spam: rows.filter((row) => row.spam_reason).length,
  };
}

async function expectKept(expected: SubmissionCounts) {
  expect(await counted()).toEqual(expected);
  expect((await call<SubmissionList>('?per_page=1')).body.data!.counts).toEqual(expected);
  expect((await t.callJson<Record<string, number>>('/api/dashboard/submissions/pending', { token: admin })).body.data!.contact).toBe(expected.pending);
}

describe('the inbox counts', () => {
  it('follow inserts, status and spam changes, bulk changes and deletes, through the API and in the database', async () => {
    await t.ctx.handle.db.deleteFrom('form_submissions').execute();
    await expectKept({ pending: 0, solved: 0, spam: 0 });

    const [a, b, c, d] = [await storeSubmission(t, { data: person('Ada') }), await storeSubmission(t, { data: person('Bo') }),
      await storeSubmission(t, { data: person('Cem'), status: 'solved' }), await storeSubmission(t, { data: person('Dag'), spam_reason: 'honeypot' })];
    await expectKept({ pending: 2, solved: 1, spam: 1 });

    expect((await call(`/${a}`, { status: 'solved' }, 'PATCH')).res.status).toBe(200);
    await expectKept({ pending: 1, solved: 2, spam: 1 });
    expect((await call(`/${a}`, { note: 'Called back' }, 'PATCH')).res.status).toBe(200);
    await expectKept({ pending: 1, solved: 2, spam: 1 });

    expect((await call('/bulk-restore', { ids: [d] })).res.status).toBe(200);
    await expectKept({ pending: 2, solved: 2, spam: 0 });
    expect((await call('/bulk', { all: true, filter: { status: 'pending' }, status: 'solved' })).body.data).toMatchObject({ changed: 2 });
    await expectKept({ pending: 0, solved: 4, spam: 0 });
    expect((await call('/bulk', { ids: [b, c], status: 'pending' })).res.status).toBe(200);
    await expectKept({ pending: 2, solved: 2, spam: 0 });

    expect((await call(`/${b}`, undefined, 'DELETE')).res.status).toBe(200);
    await expectKept({ pending: 1, solved: 2, spam: 0 });
    expect((await call('/bulk-delete', { all: true, filter: { status: 'solved' } })).body.data).toEqual({ changed: 2 });
    await expectKept({ pending: 1, solved: 0, spam: 0 });

    // Straight in the database, as the retention job and the spam purge write.
    await t.ctx.handle.db.updateTable('form_submissions').set({ spam_reason: 'too_fast' }).where('id', '=', c).execute();
    await expectKept({ pending: 0, solved: 0, spam: 1 });
    await t.ctx.handle.db.deleteFrom('form_submissions').execute();
    await expectKept({ pending: 0, solved: 0, spam: 0 });
  });

  it('keep each form its own numbers, and a deleted form takes its submissions with it', async () => {
    const key = `survey${Date.now().toString(36)}`;
    const formId = await createModule(t, key, 'form');
    t.ctx.bus.publish('settings');
    await storeSubmission(t, { data: person('Eda'), module: key });
    await storeSubmission(t, { data: person('Fia'), module: key, status: 'solved' });
    await storeSubmission(t, { data: person('Gul') });
    const contact = await counted();
    expect(await counted(key)).toEqual({ pending: 1, solved: 1, spam: 0 });
    const reader = await staff(t, { [key]: { read: true } });
    expect((await t.callJson<SubmissionList>(`/api/dashboard/modules/${key}/submissions`, { token: reader.token })).body.data!.counts).toEqual({ pending: 1, solved: 1, spam: 0 });
    await t.ctx.handle.db.deleteFrom('modules').where('id', '=', formId).execute();
    t.ctx.bus.publish('settings');
    expect(await t.ctx.handle.db.selectFrom('form_submissions').select('id').where('module_id', '=', formId).execute()).toEqual([]);
    expect((await call<SubmissionList>('?per_page=1')).body.data!.counts).toEqual(contact);
  });
});
