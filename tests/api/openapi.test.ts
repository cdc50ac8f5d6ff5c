import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('API documentation', () => {
  it('describes every call in /api/openapi.json', async () => {
    const res = await t.call('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>>; components: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/constants', '/api/cookie-preferences', '/api/forms/{moduleKey}', '/api/modules/tree', '/api/settings',
        '/api/auth', '/api/auth/change-password', '/api/auth/forgot-password', '/api/auth/notifications', '/api/auth/oauth/{provider}',
        '/api/auth/reset-password', '/api/auth/sessions', '/api/auth/sign-in', '/api/auth/sign-out', '/api/auth/sign-up', '/api/auth/verify', '/api/auth/verify/resend',
        '/api/auth/linked-accounts', '/api/auth/linked-accounts/{id}', '/api/auth/revert-email',
        '/api/avatars/{file}',
      ].sort(),
    );
    expect(Object.keys(document.paths['/api/forms/{moduleKey}'])).toEqual(['post']);
    expect(document.components.securitySchemes).toHaveProperty('bearerAuth');
    expect(document.components.parameters).toHaveProperty('XLanguage');
  });

  it('serves an API reference page that loads everything from this server', async () => {
    const res = await t.call('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/api\/docs\/assets\/standalone\.js\?v=\d+\.\d+\.\d+$/);
    expect(html).toContain('/api/openapi.json');
    expect(html).not.toMatch(/cdn\.jsdelivr|unpkg|fonts\.scalar/);
  });

  it('serves the reference bundle from node_modules with long caching, gzip and ETag', async () => {
    const html = await (await t.call('/api/docs')).text();
    const src = html.match(/src="([^"]+standalone\.js[^"]*)"/)![1];

    const plain = await t.call(src);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = new Uint8Array(await plain.arrayBuffer());
    expect(body.byteLength).toBeGreaterThan(1_000_000);

    const zipped = await t.call(src, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).byteLength).toBe(body.byteLength);

    const etag = plain.headers.get('etag')!;
    const revalidated = await t.call(src, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });
});
