import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadUrl } from '@/server/storage/file-storage';
import type { TestContext } from '../../helpers/test-context';
import { adminTestContext, storeSubmission } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminTestContext()));
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();
const uploadsDir = () => path.join(t.ctx.config.dataDir, 'uploads');

/** An upload as the media library keeps it: its file and its media row (made a day ago, past the pruner's grace). */
async function storedUpload(): Promise<string> {
  const key = `${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}.pdf`;
  fs.mkdirSync(uploadsDir(), { recursive: true });
  fs.writeFileSync(path.join(uploadsDir(), key), '%PDF-1.4 test');
  await t.ctx.handle.db.insertInto('media').values({
    file_name: 'cv.pdf', path: key, mime_type: 'application/pdf', size: 13, parts: null, module: 'contact', storage: t.ctx.services.storages.local.name, created_by: null,
  }).execute();
  await sql`update media set created_at = ${daysAgo(1)} where path = ${key}`.execute(t.ctx.handle.db);
  return key;
}
const hasUpload = async (key: string) => ({
  row: (await t.ctx.handle.db.selectFrom('media').select('id').where('path', '=', key).executeTakeFirst()) !== undefined,
  file: fs.existsSync(path.join(uploadsDir(), key)),
});

async function newForm(): Promise<string> {
  const key = `form-${Math.random().toString(36).slice(2, 8)}`;
  const { res } = await t.callJson('/api/dashboard/modules', {
    method: 'POST', token: admin,
    json: { key, type: 'form', slug: key, name: { en: `Form ${key}` }, fields: [{ key: 'message', label: { en: 'Message' }, type: 'text' }] },
  });
  expect(res.status).toBe(201);
  return key;
}

describe('submission retention', () => {
  it('removes each form\'s submissions older than its retention with the uploads only they referred to, and spam after 30 days', async () => {
    const other = await newForm();
    await t.callJson('/api/dashboard/modules/contact/submissions/retention', { method: 'PUT', json: { retention_days: 30 }, token: admin });
    const [alone, shared] = [await storedUpload(), await storedUpload()];
    const message = (key: string) => `see ${uploadUrl(key)}`;

    const expired = await storeSubmission(t, { data: { message: message(alone) }, created_at: daysAgo(31) });
    const expiredSolved = await storeSubmission(t, { data: { message: message(shared) }, status: 'solved', created_at: daysAgo(400) });
    const kept = await storeSubmission(t, { data: { message: message(shared) }, created_at: daysAgo(29) });
    const otherOld = await storeSubmission(t, { data: { message: 'old' }, module: other, created_at: daysAgo(400) });
    const oldSpam = await storeSubmission(t, { data: { message: 'spam' }, module: other, spam_reason: 'honeypot', created_at: daysAgo(31) });
    const newSpam = await storeSubmission(t, { data: { message: 'spam' }, module: other, spam_reason: 'honeypot', created_at: daysAgo(29) });

    expect(await t.ctx.services.submissionRetention.purgeNow()).toEqual({ expired: 2, spam: 1 });
    const left = (await t.ctx.handle.db.selectFrom('form_submissions').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(left).toEqual([kept, otherOld, newSpam]);
    expect([expired, expiredSolved, oldSpam].some((id) => left.includes(id))).toBe(false);
    await vi.waitFor(async () => expect(await hasUpload(alone)).toEqual({ row: false, file: false }));
    expect(await hasUpload(shared)).toEqual({ row: true, file: true });

    expect(await t.ctx.services.submissionRetention.purgeNow()).toEqual({ expired: 0, spam: 0 });
  });

  it('lets the upload pruner keep a file only a submission refers to, and deleting that submission release it', async () => {
    const key = await storedUpload();
    const id = await storeSubmission(t, { data: { message: uploadUrl(key) } });
    await t.ctx.services.uploadPruner.pruneNow();
    expect(await hasUpload(key)).toEqual({ row: true, file: true });

    const { res } = await t.callJson(`/api/dashboard/modules/contact/submissions/${id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect(await hasUpload(key)).toEqual({ row: false, file: false }));
  });

  it('purges in batches, each its own transaction, and leaves the retention off when unset', async () => {
    await t.callJson('/api/dashboard/modules/contact/submissions/retention', { method: 'PUT', json: { retention_days: 1 }, token: admin });
    const { db, json } = t.ctx.handle;
    const owner = await db.selectFrom('modules').select('id').where('key', '=', 'contact').executeTakeFirstOrThrow();
    const rows = Array.from({ length: 1_234 }, (_, index) => ({
      module_id: owner.id, data: json.write({ message: `m${index}` }), status: 'pending' as const, ip_address: null, user_id: null, created_at: daysAgo(2), updated_at: daysAgo(2),
    }));
    for (let start = 0; start < rows.length; start += 200) await db.insertInto('form_submissions').values(rows.slice(start, start + 200)).execute();
    const transaction = vi.spyOn(db, 'transaction');
    const result = await t.ctx.services.submissionRetention.purgeNow();
    expect(result.expired).toBeGreaterThanOrEqual(1_234);
    expect(transaction.mock.calls.length).toBeGreaterThanOrEqual(3);
    transaction.mockRestore();

    await t.callJson('/api/dashboard/modules/contact/submissions/retention', { method: 'PUT', json: { retention_days: null }, token: admin });
    await storeSubmission(t, { data: { message: 'ancient' }, created_at: daysAgo(5000) });
    expect((await t.ctx.services.submissionRetention.purgeNow()).expired).toBe(0);
  });
});
