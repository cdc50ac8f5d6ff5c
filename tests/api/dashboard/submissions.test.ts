import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP } from '@/shared/api/list';
import type { DashboardSubmission, SubmissionList } from '@/shared/api/submissions';
import type { TestContext } from '../../helpers/test-context';
import { createModule } from '../../helpers/modules';
import { adminTestContext, auditRows, staff, storeSubmission } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminTestContext()));
afterAll(() => t.close());

const BASE = '/api/dashboard/modules/contact/submissions';

const person = (name: string, extra: Record<string, unknown> = {}) => ({ fullname: name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, message: 'Hello', ...extra });
const list = async (query = '', headers: Record<string, string> = {}) =>
  t.callJson<SubmissionList>(`${BASE}${query}`, { token: admin, headers });
const ids = (body: { data?: SubmissionList }) => body.data!.items.map((item) => item.id);

beforeEach(async () => {
  await t.ctx.handle.db.deleteFrom('form_submissions').execute();
});

describe('the inbox list', () => {
  it('pages the inbox newest first, leaves spam to its own view, counts both, and names the fields in the caller\'s language', async () => {
    const older = await storeSubmission(t, { data: person('Ada'), created_at: '2026-01-01T10:00:00.000Z' });
    const newer = await storeSubmission(t, { data: person('Grace'), status: 'solved', created_at: '2026-01-02T10:00:00.000Z' });
    const spam = await storeSubmission(t, { data: person('Bot'), spam_reason: 'honeypot' });

    const { res, body } = await list('', { 'x-language': 'sv' });
    expect(res.status).toBe(200);
    expect(ids(body)).toEqual([newer, older]);
    expect(body.data).toMatchObject({ total: 2, total_capped: false, page: 1, per_page: 20, counts: { pending: 1, solved: 1, spam: 1 } });
    expect(body.data!.form).toMatchObject({ key: 'contact', name: 'Kontakt', retention_days: null });
    expect(body.data!.form.fields.map((field) => field.label)).toEqual(['Fullständigt namn', 'E-post', 'Ämne', 'Meddelande']);
    expect(body.data!.form.fields[0]).toEqual({ key: 'fullname', label: 'Fullständigt namn', type: 'text', table: { visible: true, sortable: true, searchable: true } });
    expect(body.data!.items[1]).toEqual({
      id: older, status: 'pending', data: person('Ada'), created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z',
      solved_at: null, solved_by: null, note: null, spam_reason: null, mail_state: null, mail_error: null,
    });

    expect(ids((await list('?spam=true')).body)).toEqual([spam]);
    expect(ids((await list('?status=pending')).body)).toEqual([older]);
    expect(ids((await list('?status=solved&order=asc')).body)).toEqual([newer]);
  });

  it('filters by dates, from inclusive and to exclusive, in any offset', async () => {
    const first = await storeSubmission(t, { data: person('One'), created_at: '2026-03-01T00:00:00.000Z' });
    const second = await storeSubmission(t, { data: person('Two'), created_at: '2026-03-02T00:00:00.000Z' });
    await storeSubmission(t, { data: person('Three'), created_at: '2026-03-03T00:00:00.000Z' });
    expect(ids((await list('?from=2026-03-01T00:00:00Z&to=2026-03-03T00:00:00Z')).body)).toEqual([second, first]);
    expect(ids((await list(`?from=${encodeURIComponent('2026-03-02T02:00:00+02:00')}&to=2026-03-02T00:00:01Z`)).body)).toEqual([second]);
  });

  it('searches the submitted values as plain text: case, quotes, LIKE wildcards and backslashes are only themselves', async () => {
    const quoted = await storeSubmission(t, { data: person('Quote', { message: 'She said "100% sure_ok" \\o/' }) });
    const plain = await storeSubmission(t, { data: person('Plain', { message: '100 percent sure' }) });
    const turkish = await storeSubmission(t, { data: person('Şule', { message: 'Merhaba dünya' }) });
    const search = async (text: string) => ids((await list(`?search=${encodeURIComponent(text)}`)).body);
    expect(await search('"100% sure_ok"')).toEqual([quoted]);
    expect(await search('100%')).toEqual([quoted]);
    expect(await search('sure_')).toEqual([quoted]);
    expect(await search('\\o/')).toEqual([quoted]);
    expect(await search('PERCENT')).toEqual([plain]);
    expect(await search('dünya')).toEqual([turkish]);
    expect(await search('nothing like it')).toEqual([]);
  });

  it('counts a search past its first page with the rest of the filter (quotes and wildcards still plain)', async () => {
    const quote = (i: number) => person(`Count${i}`, { message: i % 2 ? 'odd "50% off_now"' : 'even "50% off_now"' });
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await storeSubmission(t, { data: quote(i), status: i < 3 ? 'solved' : 'pending' }));
    await storeSubmission(t, { data: person('Decoy', { message: '50 percent offnow' }) });
    const page = async (query: string) => (await list(`?per_page=1&search=${encodeURIComponent('"50% off_now"')}${query}`)).body.data!;
    expect(await page('')).toMatchObject({ total: 5, total_capped: false });
    expect(await page('&status=solved')).toMatchObject({ total: 3, total_capped: false });
    expect(await page('&status=pending&order=asc')).toMatchObject({ total: 2, items: [expect.objectContaining({ id: made[3] })] });
    expect(await page('&spam=true')).toMatchObject({ total: 0 });
  });

  it('counts a search up to 1,000 matches, as every dashboard search does, and still pages past them', async () => {
    const { db, json, insertRows } = t.ctx.handle;
    const owner = await db.selectFrom('modules').select('id').where('key', '=', 'contact').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const rows = Array.from({ length: SEARCH_TOTAL_CAP + 5 }, (_, i) => ({
      module_id: owner.id, data: json.write(person(`Many${i}`, { message: 'a capped phrase' })), status: i % 2 ? 'solved' as const : 'pending' as const, created_at: now, updated_at: now,
    }));
    await insertRows('form_submissions', ['module_id', 'data', 'status', 'created_at', 'updated_at'], rows);
    expect((await list('?per_page=1&search=capped%20phrase')).body.data).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
    expect((await list('?per_page=1&search=capped%20phrase&status=solved')).body.data).toMatchObject({ total: (SEARCH_TOTAL_CAP + 5 - 1) / 2, total_capped: false });
    expect((await list(`?per_page=100&page=11&search=capped%20phrase`)).body.data!.items).toHaveLength(5);
  });

  it('searches what the submissions hold now: changed and deleted values too, short searches included', async () => {
    const kept = await storeSubmission(t, { data: person('Kept', { message: 'blue whale' }) });
    const gone = await storeSubmission(t, { data: person('Gone', { message: 'blue heron' }) });
    const search = async (text: string) => ids((await list(`?search=${encodeURIComponent(text)}`)).body);
    expect(await search('blue')).toEqual([gone, kept]);
    await t.ctx.handle.db.updateTable('form_submissions').set({ data: t.ctx.handle.json.write(person('Kept', { message: 'grey seal' })) }).where('id', '=', kept).execute();
    await t.callJson(`${BASE}/${gone}`, { method: 'DELETE', token: admin });
    expect(await search('blue')).toEqual([]);
    expect(await search('grey seal')).toEqual([kept]);
    expect(await search('ey')).toEqual([kept]);
  });

  it('sorts by a sortable field, and refuses a field that is not sortable', async () => {
    const b = await storeSubmission(t, { data: person('Bea') });
    const a = await storeSubmission(t, { data: person('Al') });
    const c = await storeSubmission(t, { data: person('Cy') });
    expect(ids((await list('?sort=data.fullname&order=asc')).body)).toEqual([a, b, c]);
    expect(ids((await list('?sort=data.fullname&order=desc&per_page=2&page=2')).body)).toEqual([a]);
    const refused = await list('?sort=data.message', { 'x-language': 'tr' });
    expect(refused.res.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'Bazı alanlar geçersiz', data: { sort: { _errors: [expect.any(String)] } } });
    expect((await list('?sort=nope')).res.status).toBe(422);
  });

  it('answers 404 for an unknown module, 400 for a content module and 422 for a bad filter, translated', async () => {
    expect((await t.callJson('/api/dashboard/modules/nope/submissions', { token: admin })).res.status).toBe(404);
    const content = await t.callJson('/api/dashboard/modules/blog/submissions', { token: admin, headers: { 'x-language': 'sv' } });
    expect(content.res.status).toBe(400);
    expect(content.body.message).not.toBe('wrong_module_type');
    const bad = await list('?status=archived&from=yesterday&per_page=1000', { 'x-language': 'sv' });
    expect(bad.res.status).toBe(422);
    expect(Object.keys(bad.body.data as object).sort()).toEqual(['_errors', 'from', 'per_page', 'status']);
  });
});

describe('one submission', () => {
  it('is read by id within its form only', async () => {
    const id = await storeSubmission(t, { data: person('Ada') });
    const { res, body } = await t.callJson<DashboardSubmission>(`${BASE}/${id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ id, status: 'pending', data: person('Ada') });
    const missing = await t.callJson(`${BASE}/${id + 1000}`, { token: admin, headers: { 'x-language': 'tr' } });
    expect(missing.res.status).toBe(404);
    expect(missing.body.message).toBe('Gönderim bulunamadı');
  });

  it('is solved with who and when, noted, marked pending again, restored from spam, each with an audit row', async () => {
    const member = await staff(t, { contact: { read: true, update: true } });
    const id = await storeSubmission(t, { data: person('Ada'), spam_reason: 'too_fast' });
    const patch = (json: unknown) => t.callJson<DashboardSubmission>(`${BASE}/${id}`, { method: 'PATCH', json, token: member.token, headers: { 'x-language': 'sv' } });

    const solved = await patch({ status: 'solved', note: '  Called back  ' });
    expect(solved.res.status).toBe(200);
    expect(solved.body.message).toBe('Inskickningen har uppdaterats');
    expect(solved.body.data).toMatchObject({ status: 'solved', note: 'Called back', solved_by: { id: member.id }, spam_reason: 'too_fast' });
    expect(solved.body.data!.solved_at).not.toBeNull();

    const again = await patch({ status: 'solved' });
    expect(again.body.data!.solved_at).toBe(solved.body.data!.solved_at);

    const restored = await patch({ status: 'pending', note: '', spam: false });
    expect(restored.body.data).toMatchObject({ status: 'pending', solved_at: null, solved_by: null, note: null, spam_reason: null });

    const audit = await auditRows(t, 'submissions', id);
    expect(audit.map((row) => [row.action, row.actor_id, row.changes])).toEqual([
      ['update', member.id, '["status","note"]'], ['update', member.id, '["status"]'], ['update', member.id, '["status","note","spam"]'],
    ]);
  });

  it('refuses an empty or unknown change with translated messages', async () => {
    const id = await storeSubmission(t, { data: person('Ada') });
    for (const json of [{}, { status: 'done' }, { spam: true }, { note: 'x'.repeat(5001) }, { data: {} }]) {
      const { res, body } = await t.callJson(`${BASE}/${id}`, { method: 'PATCH', json, token: admin, headers: { 'x-language': 'tr' } });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(body.message).toBe('Bazı alanlar geçersiz');
    }
  });

  it('is deleted with its audit row', async () => {
    const id = await storeSubmission(t, { data: person('Ada') });
    const { res, body } = await t.callJson(`${BASE}/${id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ message: 'Submission deleted', data: { changed: 1 } });
    expect((await t.callJson(`${BASE}/${id}`, { method: 'DELETE', token: admin })).res.status).toBe(404);
    expect((await auditRows(t, 'submissions', id)).map((row) => row.action)).toEqual(['delete']);
  });
});

describe('bulk changes', () => {
  const bulk = (json: unknown, path = 'bulk') => t.callJson<{ changed: number }>(`${BASE}/${path}`, { json, token: admin, headers: { 'x-language': 'sv' } });
  const statuses = async () => Object.fromEntries((await t.ctx.handle.db.selectFrom('form_submissions').select(['id', 'status']).execute()).map((row) => [row.id, row.status]));

  it('marks the named submissions, all or none', async () => {
    const a = await storeSubmission(t, { data: person('A') });
    const b = await storeSubmission(t, { data: person('B') });
    const other = await storeSubmission(t, { data: person('C'), module: 'contact' });
    const missing = await bulk({ ids: [a, b, other + 1000], status: 'solved' });
    expect(missing.res.status).toBe(404);
    expect(await statuses()).toEqual({ [a]: 'pending', [b]: 'pending', [other]: 'pending' });

    const done = await bulk({ ids: [a, b, a], status: 'solved' });
    expect(done.body).toMatchObject({ message: 'Inskickningarna har uppdaterats', data: { changed: 2, ids: [a, b].sort((x, y) => x - y) } });
    expect(await statuses()).toEqual({ [a]: 'solved', [b]: 'solved', [other]: 'pending' });
    expect((await bulk({ ids: [a, other], status: 'solved' })).body.data).toEqual({ changed: 1, ids: [other] });
  });

  it('answers the ids it changed, so that an undo marks back exactly those', async () => {
    const a = await storeSubmission(t, { data: person('A') });
    const b = await storeSubmission(t, { data: person('B'), status: 'solved' });
    const done = await bulk({ ids: [a, b], status: 'solved' });
    expect(done.body.data).toEqual({ changed: 1, ids: [a] });
    const undo = await bulk({ ids: (done.body.data as unknown as { ids: number[] }).ids, status: 'pending' });
    expect(undo.body.data).toEqual({ changed: 1, ids: [a] });
    const now = await statuses();
    expect([now[a], now[b]]).toEqual(['pending', 'solved']);
  });

  it('marks every submission the filter matches, and never spam unless the filter asks for it', async () => {
    const hit = await storeSubmission(t, { data: person('Anna', { message: 'invoice 42' }) });
    const miss = await storeSubmission(t, { data: person('Bo', { message: 'hello' }) });
    const spam = await storeSubmission(t, { data: person('Bot', { message: 'invoice 42' }), spam_reason: 'honeypot' });
    const { body } = await bulk({ all: true, filter: { search: 'invoice' }, status: 'solved' });
    expect(body.data).toEqual({ changed: 1, ids: [hit] });
    expect(await statuses()).toEqual({ [hit]: 'solved', [miss]: 'pending', [spam]: 'pending' });
    expect((await bulk({ all: true, status: 'solved' })).body.data).toEqual({ changed: 1, ids: [miss] });
    expect((await bulk({ all: true, filter: { spam: true }, status: 'solved' })).body.data).toEqual({ changed: 1, ids: [spam] });
    const audit = await t.ctx.handle.db.selectFrom('audit_log').select(['action', 'record_id']).where('entity', '=', 'submissions').orderBy('id').execute();
    expect(audit.slice(-3)).toEqual([{ action: 'mark_solved', record_id: null }, { action: 'mark_solved', record_id: null }, { action: 'mark_solved', record_id: null }]);
  });

  it('deletes the named or matching submissions', async () => {
    const a = await storeSubmission(t, { data: person('A') });
    const b = await storeSubmission(t, { data: person('B'), status: 'solved' });
    const c = await storeSubmission(t, { data: person('C'), status: 'solved' });
    expect((await bulk({ ids: [a, c + 1000] }, 'bulk-delete')).res.status).toBe(404);
    expect((await bulk({ ids: [a] }, 'bulk-delete')).body).toMatchObject({ message: 'Inskickningarna har raderats', data: { changed: 1 } });
    expect((await bulk({ all: true, filter: { status: 'solved' } }, 'bulk-delete')).body.data).toEqual({ changed: 2 });
    expect(await statuses()).toEqual({});
    expect(b).toBeLessThan(c);
  });

  it('restores the named submissions from spam, all or none, each queued for its staff mail; those not held stay as they were', async () => {
    const held = await storeSubmission(t, { data: person('Held'), spam_reason: 'honeypot' });
    const fast = await storeSubmission(t, { data: person('Fast'), spam_reason: 'too_fast', status: 'solved' });
    const inbox = await storeSubmission(t, { data: person('Inbox') });
    const spamOf = async () => Object.fromEntries((await t.ctx.handle.db.selectFrom('form_submissions').select(['id', 'spam_reason', 'mail_state']).execute())
      .map((row) => [row.id, [row.spam_reason, row.mail_state]]));
    const before = await spamOf();
    expect((await bulk({ ids: [held, fast + 1000] }, 'bulk-restore')).res.status).toBe(404);
    expect(await spamOf()).toEqual(before);

    const done = await bulk({ ids: [held, fast, inbox, held] }, 'bulk-restore');
    expect(done.body).toMatchObject({ message: 'Inskickningarna har flyttats till inkorgen', data: { changed: 2 } });
    expect(await spamOf()).toEqual({ [held]: [null, 'queued'], [fast]: [null, 'queued'], [inbox]: [null, null] });
    expect(await statuses()).toEqual({ [held]: 'pending', [fast]: 'solved', [inbox]: 'pending' });
    expect((await bulk({ ids: [held] }, 'bulk-restore')).body.data).toEqual({ changed: 0 });
    const audit = await t.ctx.handle.db.selectFrom('audit_log').select(['action', 'record_id', 'changes']).where('entity', '=', 'submissions').orderBy('id', 'desc').limit(2).execute();
    expect(audit).toEqual([
      { action: 'restore_many', record_id: null, changes: JSON.stringify([String(held)]) },
      { action: 'restore_many', record_id: null, changes: JSON.stringify([held, fast, inbox, held].map(String)) },
    ]);
  });

  it('restores every held submission the filter matches, reading the spam view whatever the filter says', async () => {
    const hit = await storeSubmission(t, { data: person('Anna', { message: 'invoice 42' }), spam_reason: 'burst' });
    const miss = await storeSubmission(t, { data: person('Bo', { message: 'hello' }), spam_reason: 'burst' });
    const inbox = await storeSubmission(t, { data: person('Cy', { message: 'invoice 42' }) });
    expect((await bulk({ all: true, filter: { search: 'invoice', spam: false } }, 'bulk-restore')).body.data).toEqual({ changed: 1 });
    const rows = await t.ctx.handle.db.selectFrom('form_submissions').select(['id', 'spam_reason', 'mail_state']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: hit, spam_reason: null, mail_state: 'queued' }, { id: miss, spam_reason: 'burst', mail_state: null }, { id: inbox, spam_reason: null, mail_state: null },
    ]);
    expect((await bulk({ all: true }, 'bulk-restore')).body.data).toEqual({ changed: 1 });
    expect((await list()).body.data!.counts).toEqual({ pending: 3, solved: 0, spam: 0 });
    const refused = await bulk({ ids: [hit], all: true }, 'bulk-restore');
    expect([refused.res.status, refused.body.message]).toEqual([422, 'Några fält är ogiltiga']);
    const reader = await staff(t, { contact: { read: true, delete: true } });
    expect((await t.callJson(`${BASE}/bulk-restore`, { json: { all: true }, token: reader.token })).res.status).toBe(403);
  });

  it('takes ids or all, never both or neither, with translated errors', async () => {
    const a = await storeSubmission(t, { data: person('A') });
    for (const json of [{ status: 'solved' }, { ids: [a], all: true, status: 'solved' }, { ids: [], status: 'solved' }, { ids: [a], filter: {}, status: 'solved' },
      { all: false, status: 'solved' }, { ids: [a] }, { all: true, filter: { nope: 1 }, status: 'solved' }]) {
      const { res, body } = await bulk(json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(body.message).toBe('Några fält är ogiltiga');
    }
    const both = await bulk({ ids: [a], all: true, status: 'solved' });
    expect(both.body.data).toEqual({ _errors: [], all: { _errors: [expect.stringMatching(/^[^.]+$/)] } });
  });
});

describe('the pending counts of every form', () => {
  const PENDING = '/api/dashboard/submissions/pending';
  const counts = (token: string | undefined) => t.callJson<Record<string, number>>(PENDING, { token, headers: { 'x-language': 'tr' } });
  let other: string;
  beforeAll(async () => {
    other = 'feedback';
    await createModule(t, other, 'form');
    await createModule(t, 'notes', 'content');
    t.ctx.bus.publish('settings');
  });

  it('answers each readable form\'s pending inbox count in one request: spam and solved apart', async () => {
    await storeSubmission(t, { data: person('A') });
    await storeSubmission(t, { data: person('B') });
    await storeSubmission(t, { data: person('C'), status: 'solved' });
    await storeSubmission(t, { data: person('D'), spam_reason: 'honeypot' });
    await storeSubmission(t, { data: person('E'), module: other });
    const reader = await staff(t, { contact: { read: true }, [other]: { read: true } });
    const { res, body } = await counts(reader.token);
    expect(res.status).toBe(200);
    expect(body.data).toEqual({ contact: 2, [other]: 1 });
  });

  it('tells a reader of one form nothing of another, and refuses one who reads no form', async () => {
    await storeSubmission(t, { data: person('A') });
    await storeSubmission(t, { data: person('B'), module: other });
    await storeSubmission(t, { data: person('C'), module: other });
    const contactReader = await staff(t, { contact: { read: true } });
    expect((await counts(contactReader.token)).body.data).toEqual({ contact: 1 });
    const otherReader = await staff(t, { [other]: { read: true }, contact: { update: true, delete: true } });
    expect((await counts(otherReader.token)).body.data).toEqual({ [other]: 2 });
    // The module builder's read key and a content module's read key name no form's inbox.
    const noForm = await staff(t, { external: { dashboard: true }, modules: { read: true }, notes: { read: true }, contact: { update: true } });
    const refused = await counts(noForm.token);
    expect([refused.res.status, refused.body.message]).toEqual([403, 'Yetkiniz yok.']);
    expect((await counts(undefined)).res.status).toBe(401);
  });
});

describe('retention', () => {
  it('is set per form by a holder of its delete key, within 1 to 3650 days or off', async () => {
    const put = (json: unknown, token = admin) => t.callJson<{ retention_days: number | null }>(`${BASE}/retention`, { method: 'PUT', json, token });
    expect((await put({ retention_days: 30 })).body).toMatchObject({ message: 'Retention saved', data: { retention_days: 30 } });
    expect((await list()).body.data!.form.retention_days).toBe(30);
    expect((await put({ retention_days: null })).body.data).toEqual({ retention_days: null });
    for (const retention_days of [0, 3651, 1.5, '30']) expect((await put({ retention_days })).res.status).toBe(422);
    const reader = await staff(t, { contact: { read: true, update: true } });
    expect((await put({ retention_days: 30 }, reader.token)).res.status).toBe(403);
  });
});
