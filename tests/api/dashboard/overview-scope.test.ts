import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '@/shared/api/overview';
import { createTestContext, type TestContext } from '../../helpers/test-context';
import { staff, storeSubmission } from './helpers';

/**
 * Issue 27 item 5: the overview shows only what its viewer may read. A blog editor sees no user
 * counts, no site-wide charts and nobody else's user, role or settings changes.
 */
let t: TestContext;
let adminId: number;
/** A blog content and a pages content, for audit rows naming each. */
let blogContent: number;
let pagesContent: number;
let submission: number;

const overviewOf = async (token: string) => {
  const { res, body } = await t.callJson<Overview>('/api/dashboard/overview', { token });
  expect(res.status).toBe(200);
  return body.data!;
};

async function audit(entity: string, recordId: number | null, actorId = adminId, action = 'update') {
  await t.ctx.handle.db.insertInto('audit_log').values({
    actor_id: actorId, action, entity, record_id: recordId === null ? null : String(recordId), changes: null, created_at: new Date().toISOString(),
  }).execute();
}

const contentOf = async (moduleKey: string) => {
  const row = await t.ctx.handle.db.selectFrom('module_contents').innerJoin('modules', 'modules.id', 'module_contents.module_id')
    .where('modules.key', '=', moduleKey).select('module_contents.id').orderBy('module_contents.id').executeTakeFirstOrThrow();
  return row.id;
};

const countContents = async (moduleKey: string) => Number((await t.ctx.handle.db.selectFrom('module_contents')
  .innerJoin('modules', 'modules.id', 'module_contents.module_id').where('modules.key', '=', moduleKey)
  .select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await createTestContext();
  adminId = await t.adminId();
  blogContent = await contentOf('blog');
  pagesContent = await contentOf('pages');
  submission = await storeSubmission(t, { data: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } });
  // Oldest first: the overview lists the newest ten.
  await audit('contents', pagesContent);
  await audit('submissions', submission, adminId, 'mark_solved');
  await audit('settings', null);
  await audit('roles', 1);
  await audit('users', adminId);
  await audit('contents', blogContent);
});
afterAll(() => t.close());

describe('GET /api/dashboard/overview, scoped to the viewer', () => {
  it('gives a blog editor no user, media or inbox counts, no request or sign-up series, and only blog activity', async () => {
    const editor = await staff(t, { external: { dashboard: true }, blog: { read: true, update: true } });
    await audit('contents', blogContent, editor.id);
    const overview = await overviewOf(editor.token);

    expect(overview.counts).toEqual({ users: null, contents: await countContents('blog'), pending_submissions: null, media: null });
    for (const day of overview.days) {
      expect(day).toEqual({ date: day.date, requests: null, client_error_rate: null, server_error_rate: null, sign_ups: null });
    }
    expect(overview.activity.map((row) => [row.entity, row.record_id])).toEqual([
      ['contents', String(blogContent)],
      ['contents', String(blogContent)],
    ]);
  });

  it('gives a holder of users.read the user count and sign-ups, and user changes, but no request charts', async () => {
    const reader = await staff(t, { external: { dashboard: true }, users: { read: true } });
    const overview = await overviewOf(reader.token);
    expect(overview.counts.users).toBeGreaterThan(0);
    expect(overview.counts).toMatchObject({ contents: null, pending_submissions: null, media: null });
    expect(overview.days.every((day) => day.sign_ups !== null && day.requests === null && day.client_error_rate === null)).toBe(true);
    expect(overview.activity.map((row) => row.entity)).toEqual(['users']);
  });

  it('gives a holder of logs.read the request and error series only', async () => {
    const reader = await staff(t, { external: { dashboard: true }, logs: { read: true } });
    const overview = await overviewOf(reader.token);
    expect(overview.counts).toEqual({ users: null, contents: null, pending_submissions: null, media: null });
    expect(overview.days.every((day) => day.requests !== null && day.server_error_rate !== null && day.sign_ups === null)).toBe(true);
    expect(overview.activity).toEqual([]);
  });

  it('gives a form reader the pending count and its submissions\' activity', async () => {
    const reader = await staff(t, { external: { dashboard: true }, contact: { read: true } });
    const overview = await overviewOf(reader.token);
    expect(overview.counts.pending_submissions).toBeGreaterThanOrEqual(0);
    expect(overview.counts).toMatchObject({ users: null, contents: null, media: null });
    expect(overview.activity.map((row) => [row.entity, row.record_id])).toEqual([['submissions', String(submission)]]);
  });

  it('gives the administrator everything', async () => {
    const overview = await overviewOf(await t.tokenFor(adminId));
    expect(Object.values(overview.counts).every((value) => typeof value === 'number')).toBe(true);
    expect(overview.days.every((day) => day.requests !== null && day.sign_ups !== null)).toBe(true);
    expect(overview.activity.map((row) => row.entity).slice(0, 7)).toEqual(['contents', 'contents', 'users', 'roles', 'settings', 'submissions', 'contents']);
  });
});
