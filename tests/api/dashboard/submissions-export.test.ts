import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutralizeCell } from '@/server/services/dashboard/submissions-csv';
import { EXPORT_BATCH_ROWS } from '@/server/services/dashboard/submissions';
import type { TestContext } from '../../helpers/test-context';
import { adminTestContext, staff, storeSubmission } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminTestContext()));
afterAll(() => t.close());

const FIXTURES = new URL('../../fixtures/submissions/', import.meta.url);
const corpus = JSON.parse(readFileSync(new URL('formula-injection-corpus.json', FIXTURES), 'utf8')).payloads as string[];
const GOLDEN = new URL('export.sv.golden.csv', FIXTURES);

const exportCsv = (query = '', language = 'sv') =>
  t.call(`/api/dashboard/modules/contact/submissions/export.csv${query}`, { token: admin, headers: { 'x-language': language } });
const at = (index: number) => new Date(Date.UTC(2026, 0, 1, 9, index)).toISOString();

describe('the CSV export', () => {
  // First in the file: the golden rows are ids 1.. of a fresh database.
  it('matches the golden file for the OWASP formula-injection corpus: BOM, Swedish headings, every cell quoted, formulas neutralised', async () => {
    for (const [index, payload] of corpus.entries()) {
      await storeSubmission(t, { data: { fullname: `Person ${index}`, email: `p${index}@example.com`, subject: payload, message: payload }, created_at: at(index) });
    }
    const res = await exportCsv('?order=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (process.env.UPDATE_GOLDEN) writeFileSync(GOLDEN, bytes);
    expect(bytes.toString('utf8')).toBe(readFileSync(GOLDEN, 'utf8'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('never lets a cell start with a formula character', () => {
    for (const payload of corpus) {
      expect(neutralizeCell(payload)).not.toMatch(/^[=+\-@\t\r]/);
      expect(neutralizeCell(payload)).toBe(/^[=+\-@\t\r]/.test(payload) ? `'${payload}` : payload);
    }
    expect(neutralizeCell('ordinary')).toBe('ordinary');
  });

  it('heads the columns in the caller\'s language and applies the list\'s filter', async () => {
    const tagged = await storeSubmission(t, { data: { fullname: 'Filter Me', email: 'f@example.com', message: 'needle-7' }, status: 'solved', created_at: at(100) });
    await storeSubmission(t, { data: { fullname: 'Held', email: 'h@example.com', message: 'needle-7' }, spam_reason: 'honeypot', created_at: at(101) });
    const text = await (await exportCsv('?search=needle-7&status=solved', 'tr')).text();
    const lines = text.split('\r\n');
    // text() drops the byte-order mark (the golden file test reads the bytes).
    expect(lines[0]).toBe(`"No","Alındı","Durum","Çözülme zamanı","Ad soyad","E-posta","Konu","Mesaj","Not"`);
    expect(lines.slice(1)).toEqual([`"${tagged}","${at(100)}","Çözüldü","","Filter Me","f@example.com","","needle-7",""`, '']);
    const spam = await (await exportCsv('?search=needle-7&spam=true')).text();
    expect(spam.split('\r\n')[1]).toContain('"Held"');
    expect((await exportCsv('?status=archived')).status).toBe(422);
    expect((await exportCsv('', 'en').then((res) => res.text())).split('\r\n')[0]).toBe(`"ID","Received","Status","Solved at","Full name","E-mail","Subject","Message","Note"`);
  });

  it('heads the columns in the signed-in user\'s stored language when the request states none (the download link sends no X-Language)', async () => {
    const swede = await staff(t, { contact: { read: true } });
    await t.ctx.handle.db.updateTable('users').set({ locale: 'sv' }).where('id', '=', swede.id).execute();
    const res = await t.call('/api/dashboard/modules/contact/submissions/export.csv', { token: swede.token });
    expect(res.status).toBe(200);
    expect((await res.text()).split('\r\n')[0]).toBe(`"ID","Mottagen","Status","Löst den","Fullständigt namn","E-post","Ämne","Meddelande","Anteckning"`);
  });

  it('streams the rows in batches, newest first by default, every row once', async () => {
    const { db, json } = t.ctx.handle;
    const owner = await db.selectFrom('modules').select('id').where('key', '=', 'contact').executeTakeFirstOrThrow();
    await db.deleteFrom('form_submissions').execute();
    const count = EXPORT_BATCH_ROWS.postgres * 2 + 17;
    const rows = Array.from({ length: count }, (_, index) => ({
      module_id: owner.id, data: json.write({ fullname: `Bulk ${index}`, email: `b${index}@example.com`, message: 'x' }), status: 'pending' as const,
      ip_address: null, user_id: null, created_at: at(index), updated_at: at(index),
    }));
    for (let start = 0; start < rows.length; start += 200) await db.insertInto('form_submissions').values(rows.slice(start, start + 200)).execute();

    const res = await exportCsv();
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    expect(chunks.length).toBeGreaterThan(1);
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(count);
    expect(lines[0]).toContain(`"Bulk ${count - 1}"`);
    expect(lines[count - 1]).toContain('"Bulk 0"');
    expect(new Set(lines).size).toBe(count);
  });

  it('needs a session (401) and the form\'s own read key (403), and answers with exactly that key', async () => {
    const path = '/api/dashboard/modules/contact/submissions/export.csv';
    expect((await t.call(path)).status).toBe(401);
    const others = await staff(t, { external: { dashboard: true }, contact: { create: true, update: true, delete: true }, blog: { read: true } });
    expect((await t.call(path, { token: others.token })).status).toBe(403);
    const reader = await staff(t, { contact: { read: true } });
    expect((await t.call(path, { token: reader.token })).status).toBe(200);
  });

  it('stops reading when the reader goes away', async () => {
    const res = await exportCsv();
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    // The next export still answers in full: nothing was left holding the database.
    const text = await (await exportCsv('?order=asc')).text();
    expect(text.split('\r\n').length).toBe(EXPORT_BATCH_ROWS.postgres * 2 + 17 + 2);
  });
});
