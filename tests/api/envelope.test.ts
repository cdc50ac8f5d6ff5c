import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '@/server/http/app';
import { ApiError } from '@/server/http/errors';
import { createTestContext, TEST_MAX_BODY_BYTES, type TestContext } from '../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('wraps a success with the mirrored status and a translated message', async () => {
    const { res, body } = await t.callJson('/api/constants');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toMatchObject({ status: true, statusCode: 200, message: 'Success' });
    expect(body.data).toBeDefined();
    expect(body).not.toHaveProperty('reload_store');
  });

  it('answers unknown /api paths with 404 "endpoint not found"', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const { res, body } = await t.callJson('/api/does-not-exist/really', { method, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(404);
      expect(body).toEqual({ status: false, statusCode: 404, message: 'Endpoint not found' });
    }
  });

  it.each([
    ['en', 'Endpoint not found'],
    ['sv', 'Slutpunkten hittades inte'],
    ['tr', 'Uç nokta bulunamadı'],
    ['SV', 'Slutpunkten hittades inte'],
    ['de', 'Endpoint not found'],
    ['', 'Endpoint not found'],
  ])('translates messages to X-Language %j', async (language, message) => {
    const { body } = await t.callJson('/api/nowhere', { headers: { 'x-language': language } });
    expect(body.message).toBe(message);
  });

  it('answers malformed JSON with 400', async () => {
    const { res, body } = await t.callJson('/api/cookie-preferences', {
      method: 'POST',
      body: '{"necessary": tru',
      headers: { 'content-type': 'application/json', 'x-language': 'sv' },
    });
    expect(res.status).toBe(400);
    expect(body).toEqual({ status: false, statusCode: 400, message: 'Förfrågans innehåll är inte giltig JSON' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('answers a %s body with 415', async (type) => {
    const { res, body } = await t.callJson('/api/cookie-preferences', { method: 'POST', body: 'necessary=true', headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(body).toMatchObject({ status: false, statusCode: 415 });
    expect(body.message).toMatch(/Unsupported content type/);
  });

  it('answers a body with no content type with 415', async () => {
    const res = await t.call('/api/cookie-preferences', { method: 'POST', body: '{}', headers: { 'content-length': '2' } });
    expect(res.status).toBe(415);
  });

  it('answers 415 for a multipart body on a JSON-only call', async () => {
    const form = new FormData();
    form.set('necessary', 'true');
    const res = await t.call('/api/cookie-preferences', { method: 'POST', body: form });
    expect(res.status).toBe(415);
  });

  it('answers a body over the limit with 413, declared or streamed', async () => {
    const big = JSON.stringify({ necessary: true, padding: 'x'.repeat(TEST_MAX_BODY_BYTES) });
    const declared = await t.callJson('/api/cookie-preferences', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length), 'x-language': 'tr' },
    });
    expect(declared.res.status).toBe(413);
    expect(declared.body).toEqual({ status: false, statusCode: 413, message: 'İstek gövdesi çok büyük' });

    const streamed = await t.call('/api/cookie-preferences', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(streamed.status).toBe(413);
  });

  it('answers validation failures with 422 and a translated zod error tree', async () => {
    const { res, body } = await t.callJson('/api/cookie-preferences', {
      json: { necessary: false, analytics: 'yes', tracking: true },
      headers: { 'x-language': 'sv' },
    });
    expect(res.status).toBe(422);
    expect(body).toEqual({
      status: false,
      statusCode: 422,
      message: 'Några fält är ogiltiga',
      data: {
        _errors: ['Okänd nyckel: tracking'],
        necessary: { _errors: ['Ogiltigt värde: förväntade true'] },
        analytics: { _errors: ['Förväntade sant eller falskt'] },
      },
    });
  });

  it('hides unexpected errors behind 500 "server error" and logs them', async () => {
    const app = createApiApp(t.ctx);
    app.get('/boom', () => {
      throw new Error('secret internal detail at /srv/app/db.ts:42');
    });
    app.get('/teapot', () => {
      throw new ApiError(503, 'service_unavailable');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await app.request('/api/boom', { headers: { 'x-language': 'tr' } });
      const text = await res.text();
      expect(res.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ status: false, statusCode: 500, message: 'Sunucu hatası: sunucu isteği tamamlayamadı' });
      expect(text).not.toMatch(/secret|db\.ts|stack/);
      expect(logged).toHaveBeenCalled();

      const unavailable = await app.request('/api/teapot');
      expect(unavailable.status).toBe(503);
      expect(await unavailable.json()).toMatchObject({ status: false, statusCode: 503 });
    } finally {
      logged.mockRestore();
    }
  });
});
