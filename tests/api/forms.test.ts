import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_SUBMISSION_LIMIT } from '@/server/http/routes/forms';
import { createTestContext, type TestContext } from '../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let nextIp = 1;
/** Each test submits from its own address so the rate limit of one doesn't leak into another. */
const freshIp = () => `198.51.100.${nextIp++}`;

const valid = { fullname: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'A question about pricing.' };

describe('POST /api/forms/{moduleKey}', () => {
  it('stores a valid submission as pending and answers 201', async () => {
    const ip = freshIp();
    const { res, body } = await t.callJson<{ id: number }>('/api/forms/contact', { json: { ...valid, message: '  padded  ' }, ip, headers: { 'x-language': 'sv' } });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ status: true, statusCode: 201, message: 'Formuläret har skickats' });
    const row = await t.ctx.handle.db.selectFrom('form_submissions').selectAll().where('id', '=', body.data!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', ip_address: ip, user_id: null });
    expect(t.ctx.handle.json.read(row.data)).toEqual({ ...valid, message: 'padded' });
  });

  it('records the signed-in user', async () => {
    const adminId = await t.adminId();
    const { body } = await t.callJson<{ id: number }>('/api/forms/contact', { json: { ...valid, subject: 'signed in' }, ip: freshIp(), token: await t.tokenFor(adminId) });
    const row = await t.ctx.handle.db.selectFrom('form_submissions').select('user_id').where('id', '=', body.data!.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(adminId);
  });

  it('accepts a submission without optional fields', async () => {
    const { res } = await t.callJson('/api/forms/contact', { json: { fullname: 'Grace', email: 'grace@example.com', message: 'Hi', subject: '' }, ip: freshIp() });
    expect(res.status).toBe(201);
  });

  it('answers 422 with translated field errors', async () => {
    const { res, body } = await t.callJson<Record<string, { _errors: string[] }>>('/api/forms/contact', {
      json: { fullname: '   ', email: 'not-an-email', unexpected: 'x' },
      ip: freshIp(),
      headers: { 'x-language': 'tr' },
    });
    expect(res.status).toBe(422);
    expect(body.message).toBe('Bazı alanlar geçersiz');
    expect(body.data).toEqual({
      _errors: ['Tanınmayan anahtar: unexpected'],
      fullname: { _errors: ['Zorunlu alan'] },
      email: { _errors: ['Geçersiz e-posta'] },
      message: { _errors: ['Zorunlu alan'] },
    });
  });

  it('answers 404 for an unknown module and 400 for a content module', async () => {
    const unknown = await t.callJson('/api/forms/nope', { json: valid, ip: freshIp() });
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toEqual({ status: false, statusCode: 404, message: 'Module not found' });

    const content = await t.callJson('/api/forms/blog', { json: valid, ip: freshIp(), headers: { 'x-language': 'sv' } });
    expect(content.res.status).toBe(400);
    expect(content.body).toEqual({ status: false, statusCode: 400, message: 'Fel modultyp' });
  });

  it('refuses the same submission twice from the same address with 409', async () => {
    const ip = freshIp();
    const payload = { ...valid, subject: 'twice' };
    expect((await t.call('/api/forms/contact', { json: payload, ip })).status).toBe(201);
    const again = await t.callJson('/api/forms/contact', { json: payload, ip });
    expect(again.res.status).toBe(409);
    expect(again.body.message).toBe('Form already submitted');
  });

  it('rate-limits per address with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < FORM_SUBMISSION_LIMIT.points; i++) {
      const res = await t.call('/api/forms/contact', { json: { ...valid, subject: `attempt ${i}` }, ip });
      expect(res.status).toBe(201);
    }
    const limited = await t.callJson('/api/forms/contact', { json: { ...valid, subject: 'one too many' }, ip, headers: { 'x-language': 'sv' } });
    expect(limited.res.status).toBe(429);
    expect(limited.body).toEqual({ status: false, statusCode: 429, message: 'För många förfrågningar, försök igen senare' });
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another address is not affected.
    expect((await t.call('/api/forms/contact', { json: { ...valid, subject: 'other address' }, ip: freshIp() })).status).toBe(201);
  });
});
