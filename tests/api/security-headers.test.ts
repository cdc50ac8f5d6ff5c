import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiListener } from '@/server/http/listener';
import { baseSecurityHeaders } from '@/server/http/security-headers';
import { createTestContext, type TestContext } from '../helpers/test-context';

/** The headers every answer carries, whatever it is (design.md §8). */
const BASE_SET = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const HSTS = 'max-age=31536000';

interface Served {
  t: TestContext;
  server: http.Server;
  url: string;
}

/** The API as server.ts serves it: hot reads first, then the Hono app, over real HTTP. */
async function serve(env: Record<string, string> = {}): Promise<Served> {
  const t = await createTestContext(env);
  const server = http.createServer(createApiListener(t.ctx));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { t, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function expectFullSet(res: Response, { https = false, csp = API_CSP, cacheControl = 'no-store' } = {}) {
  const what = `${res.url} (${res.status})`;
  for (const [name, value] of Object.entries(BASE_SET)) expect(res.headers.get(name), `${name} of ${what}`).toBe(value);
  expect(res.headers.get('strict-transport-security'), `HSTS of ${what}`).toBe(https ? HSTS : null);
  expect(res.headers.get('content-security-policy'), `CSP of ${what}`).toBe(csp);
  expect(res.headers.get('cache-control'), `cache-control of ${what}`).toBe(cacheControl);
}

let plain: Served;
let adminToken: string;
beforeAll(async () => {
  plain = await serve();
  adminToken = await plain.t.tokenFor(await plain.t.adminId());
});
afterAll(async () => {
  plain?.server.close();
  await plain?.t.close();
});

const get = (path: string, init: RequestInit = {}) => fetch(plain.url + path, init);

describe('security headers of the API', () => {
  it('on answers that succeed, fail and do not exist: a CSP that allows nothing, and no-store', async () => {
    const bearer = { authorization: `Bearer ${adminToken}` };
    const answers = [
      await get('/api/constants'),
      await get('/api/auth', { headers: bearer }),
      await get('/api/auth/sessions', { headers: bearer }),
      await get('/api/auth/notifications', { headers: bearer }),
      await get('/api/auth'),
      await get('/api/no-such-route'),
      await get('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 401, 404, 422]);
    for (const res of answers) expectFullSet(res);
  });

  it('on sign-in, whose answer carries the token', async () => {
    const res = await get('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'correct-horse-battery-staple' }),
    });
    expect(res.status).toBe(200);
    expectFullSet(res);
  });

  it('on the hot reads, as on their routes', async () => {
    const reads: [string, Record<string, string>][] = [['/api/settings', {}], ['/api/auth', { authorization: `Bearer ${adminToken}` }]];
    for (const [path, headers] of reads) {
      const viaRoute = await get(`${path}?via=route`, { headers });
      const hot = await get(path, { headers });
      expect([viaRoute.status, hot.status]).toEqual([200, 200]);
      expectFullSet(viaRoute);
      expectFullSet(hot);
    }
  });

  it('on avatar files: opened on their own they run nothing, and they are cached for good', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const url = await plain.t.ctx.services.avatars.save(await plain.t.adminId(), png, 'png');
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expectFullSet(res, { csp: `${API_CSP}; sandbox`, cacheControl: 'public, max-age=31536000, immutable' });
  });

  it('on the API reference: a CSP its page satisfies, loading only from this origin', async () => {
    const res = await get('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy')!;
    expectFullSet(res, { csp, cacheControl: 'no-cache' });
    expect(csp).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    // Everything the page loads comes from here (no CDN, no fonts service).
    expect([...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]).filter((src) => !src.startsWith('/api/'))).toEqual([]);
    const bundle = await get(/<script[^>]+src="([^"]+)"/.exec(html)![1]);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('HSTS', () => {
  it('is sent, on the API and the hot reads, only when PUBLIC_URL is https', async () => {
    const secure = await serve({ PUBLIC_URL: 'https://polyglot.example' });
    try {
      const route = await fetch(`${secure.url}/api/settings?via=route`);
      const hot = await fetch(`${secure.url}/api/settings`);
      const missing = await fetch(`${secure.url}/api/nothing-here`);
      for (const res of [route, hot, missing]) expectFullSet(res, { https: true });
    } finally {
      secure.server.close();
      await secure.t.close();
    }
    expect((await get('/api/settings')).headers.get('strict-transport-security')).toBeNull();
    // Pages take the same base set (server.ts).
    expect(baseSecurityHeaders('https://polyglot.example')).toEqual({ ...BASE_SET, 'strict-transport-security': HSTS });
    expect(baseSecurityHeaders('http://localhost:3000')).toEqual(BASE_SET);
  });
});
