import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import type { AppContext } from '@/server/context';
import { apiDocumentHead, createApiApp } from '@/server/http/app';
import { apiDocument } from '@/server/http/routes/docs';
import { createTestContext, TEST_PUBLIC_URL, type TestContext } from '../helpers/test-context';

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
        '/api/constants', '/api/cookie-preferences', '/api/forms/{moduleKey}', '/api/forms/{moduleKey}/ticket', '/api/modules/tree', '/api/settings',
        '/api/auth', '/api/auth/change-password', '/api/auth/forgot-password', '/api/auth/notifications', '/api/auth/oauth/{provider}',
        '/api/auth/reset-password', '/api/auth/sessions', '/api/auth/shell', '/api/auth/sign-in', '/api/auth/sign-out', '/api/auth/sign-up', '/api/auth/verify', '/api/auth/verify/resend',
        '/api/auth/linked-accounts', '/api/auth/linked-accounts/{id}', '/api/auth/revert-email',
        '/api/avatars/{file}',
        '/api/dashboard/roles', '/api/dashboard/roles/{id}', '/api/dashboard/roles/{id}/transfer',
        '/api/dashboard/users', '/api/dashboard/users/{id}', '/api/dashboard/users/{id}/avatar', '/api/dashboard/users/{id}/send-reset', '/api/dashboard/users/{id}/send-verification',
        '/api/dashboard/sessions', '/api/dashboard/sessions/{id}',
        '/api/dashboard/settings', '/api/dashboard/settings/test-mail', '/api/dashboard/settings/test-ftp',
        '/api/dashboard/logs', '/api/dashboard/logs/{id}', '/api/dashboard/overview',
        '/api/dashboard/icons', '/api/dashboard/modules', '/api/dashboard/modules/{key}', '/api/dashboard/modules/{key}/delete-preview',
        '/api/dashboard/modules/{key}/contents', '/api/dashboard/modules/{key}/contents/{id}', '/api/dashboard/modules/{key}/contents/bulk',
        '/api/dashboard/modules/{key}/contents/{id}/revisions', '/api/dashboard/modules/{key}/contents/{id}/revisions/{revisionId}',
        '/api/dashboard/modules/{key}/contents/{id}/revisions/{revisionId}/restore', '/api/dashboard/modules/{key}/uploads', '/api/uploads/{key}',
        '/api/dashboard/modules/{key}/submissions', '/api/dashboard/modules/{key}/submissions/{id}', '/api/dashboard/modules/{key}/submissions/bulk',
        '/api/dashboard/modules/{key}/submissions/bulk-delete', '/api/dashboard/modules/{key}/submissions/export.csv',
        '/api/dashboard/modules/{key}/submissions/retention',
        '/api/dashboard/modules/{key}/submissions/bulk-restore', '/api/dashboard/submissions/pending',
        '/api/dashboard/media', '/api/dashboard/media/{id}', '/api/dashboard/media/bulk-delete',
        '/api/dashboard/media/uploads', '/api/dashboard/media/uploads/{id}',
        '/api/dashboard/menus', '/api/dashboard/menus/{key}', '/api/dashboard/menus/links', '/api/menus/{area}/children',
      ].sort(),
    );
    expect(Object.keys(document.paths['/api/forms/{moduleKey}'])).toEqual(['post']);
    expect(document.components.securitySchemes).toHaveProperty('bearerAuth');
    expect(document.components.parameters).toHaveProperty('XLanguage');
  });

  interface Operation {
    operationId?: string;
    security?: Record<string, string[]>[];
    responses: Record<string, unknown>;
    'x-no-client-errors'?: string;
  }
  type Document = { servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };
  const WRITES = new Set(['post', 'put', 'patch', 'delete']);

  async function servedDocument(): Promise<Document> {
    return (await (await t.call('/api/openapi.json')).json()) as Document;
  }

  function operations(document: Document) {
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method, operation })),
    );
  }

  it('passes the linter: servers, and an operationId, security and a client error on every operation', async () => {
    const document = await servedDocument();
    expect(document.servers).toEqual([{ url: TEST_PUBLIC_URL, description: 'This installation' }]);
    const all = operations(document);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id)), ids.join(', ')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, operation } of all) {
      expect(Array.isArray(operation.security) && operation.security.length > 0, `${name} security`).toBe(true);
      const clientErrors = Object.keys(operation.responses).filter((status) => /^4\d\d$/.test(status));
      if (operation['x-no-client-errors']) expect(clientErrors, name).toEqual([]);
      else expect(clientErrors.length, `${name} 4xx`).toBeGreaterThan(0);
    }
    // The only operations without a client error: reads that accept every request.
    expect(all.filter(({ operation }) => operation['x-no-client-errors']).map(({ name }) => name).sort()).toEqual(
      ['GET /api/constants', 'GET /api/modules/tree', 'GET /api/settings'],
    );
  });

  it('names operations stably and documents 503 (maintenance) on every write but sign-in', async () => {
    const all = operations(await servedDocument());
    const byName = Object.fromEntries(all.map(({ name, operation }) => [name, operation.operationId]));
    expect(byName).toMatchObject({
      'GET /api/settings': 'getSettings',
      'POST /api/auth/sign-in': 'signIn',
      'POST /api/auth/sign-up': 'signUp',
      'DELETE /api/auth/sessions': 'closeSessions',
      'POST /api/forms/{moduleKey}': 'submitForm',
      'POST /api/auth/oauth/{provider}': 'completeOAuthSignIn',
    });
    for (const { name, method, operation } of all) {
      if (WRITES.has(method) && name !== 'POST /api/auth/sign-in') expect(operation.responses, name).toHaveProperty('503');
    }
  });

  it('documents the per-user write limit (429 with Retry-After) on every dashboard write', async () => {
    const all = operations(await servedDocument());
    const dashboardWrites = all.filter(({ name, method }) => WRITES.has(method) && name.includes(' /api/dashboard/'));
    expect(dashboardWrites.length).toBeGreaterThan(20);
    for (const { name, operation } of dashboardWrites) expect(operation.responses, name).toHaveProperty('429');
    const limit = all.find(({ name }) => name === 'PUT /api/dashboard/modules/{key}/contents/{id}')!.operation.responses['429'] as { headers?: Record<string, unknown> };
    expect(limit.headers).toHaveProperty('Retry-After');
    expect(all.find(({ name }) => name === 'GET /api/dashboard/users')!.operation.responses).not.toHaveProperty('429');
  });

  it('shows an upload answer with an example of the URL to put in a field', async () => {
    const upload = operations(await servedDocument()).find(({ name }) => name === 'POST /api/dashboard/modules/{key}/uploads')!;
    const created = upload.operation.responses['201'] ?? upload.operation.responses['200'];
    const text = JSON.stringify(created);
    expect(text).toContain('"example":"/api/uploads/0123456789abcdef0123456789abcdef.png"');
  });

  it('builds the same document without a database, as scripts/openapi-document.ts does', async () => {
    const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL });
    const offline = apiDocument(createApiApp({ config, services: {} } as AppContext), apiDocumentHead(config));
    expect(JSON.parse(JSON.stringify(offline))).toEqual(await servedDocument());
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
