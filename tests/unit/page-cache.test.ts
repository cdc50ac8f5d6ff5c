import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInvalidationBus, type InvalidationBus } from '@/server/services/invalidation';
import { createPageCache, type PageCache } from '@/server/web/page-cache';

/** A renderer that counts its renders and answers per path, like Next would. */
describe('page cache', () => {
  let bus: InvalidationBus;
  let cache: PageCache;
  let renders = 0;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    bus = await createInvalidationBus(null);
    cache = createPageCache({ bus, ttlMs: 60_000 });
    server = http.createServer((req, res) => {
      const key = cache.keyFor(req);
      if (key) {
        if (cache.serve(key, res)) return;
        cache.capture(key, res);
      }
      renders++;
      if (req.url === '/missing') {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('not found');
      }
      res.setHeader('set-cookie', 'i18n_redirected=en; Path=/');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<html>');
      res.end(`render ${renders} of ${req.url}</html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.close();
    await bus.close();
  });

  beforeEach(() => cache.clear());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

  it('serves the second anonymous request of a page from memory, headers included', async () => {
    const first = await (await get('/about')).text();
    const second = await get('/about');
    expect(await second.text()).toBe(first);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('set-cookie')).toBe('i18n_redirected=en; Path=/');
  });

  it('keeps pages apart by path, language cookie and Accept-Language', async () => {
    const about = await (await get('/about')).text();
    expect(await (await get('/contact')).text()).not.toBe(about);
    expect(await (await get('/about', { cookie: 'i18n_redirected=sv' })).text()).not.toBe(about);
    expect(await (await get('/about', { 'accept-language': 'tr' })).text()).not.toBe(about);
  });

  it('never caches personal, internal or non-200 answers', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/about', { cookie: 'token=abc' }],
      ['/about', { cookie: 'i18n_redirected=en; cookie_consent_id=v1' }],
      ['/about', { rsc: '1' }],
      ['/about?x=1', {}],
      ['/auth/sign-in', {}],
      ['/tr/hesap/giris-yap', {}],
      ['/dashboard/users', {}],
      ['/missing', {}],
    ];
    for (const [path, headers] of cases) {
      const first = await (await get(path, headers)).text();
      const second = await (await get(path, headers)).text();
      expect(second, `${path} ${JSON.stringify(headers)}`).not.toBe(first === 'not found' ? 'never' : first);
    }
    expect(cache.size()).toBe(0);
  });

  it('forgets everything when settings, menus or contents change', async () => {
    const first = await (await get('/about')).text();
    bus.publish('settings');
    expect(await (await get('/about')).text()).not.toBe(first);
  });

  it('expires pages after their time to live', async () => {
    const lasting = cache;
    cache = createPageCache({ bus, ttlMs: 5 });
    try {
      const first = await (await get('/about')).text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await (await get('/about')).text()).not.toBe(first);
    } finally {
      cache = lasting;
    }
  });
});
