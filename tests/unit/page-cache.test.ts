import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { menusEntity } from '@/server/entities/menus';
import { createNonce, nonceOfPolicy, pageContentSecurityPolicy } from '@/server/http/security-headers';
import { contentTopic, createInvalidationBus, type InvalidationBus } from '@/server/services/invalidation';
import { contentShown, listingShown, noteShown } from '@/server/services/shown-content';
import { createPageCache, HIT_HEADER, type PageCache } from '@/server/web/page-cache';
import { createPageSpill, type PageSpill } from '@/server/web/page-spill';

/** A page like Next renders it with a nonce: on its scripts and in its CSP header. */
function noncedPage(req: http.IncomingMessage, res: http.ServerResponse, render: number) {
  const nonce = createNonce();
  const html = Buffer.from(
    `<html><head><script nonce="${nonce}" src="/a.js"></script></head>` +
      // Longer than deflate's 32 KiB window, with scripts on both sides of it.
      `<body>${Array.from({ length: 1500 }, (_, i) => `<p>line ${i % 97} of the same words</p>`).join('')}` +
      `<script nonce="${nonce}">self.x=1</script>render ${render} of ${req.url}<script nonce="${nonce}">self.y=2</script></body></html>`,
  );
  const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
  res.setHeader('content-security-policy', pageContentSecurityPolicy(nonce));
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(gzip ? gzipSync(html) : html);
}

/** An RSC answer like Next's: it names what it was asked for (and what else reached the render). */
function flightAnswer(req: http.IncomingMessage, res: http.ServerResponse, render: number) {
  const asked = ['next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'sec-fetch-dest'].map((name) => `${name}=${req.headers[name] ?? ''}`);
  res.writeHead(200, { 'content-type': 'text/x-component', vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch' });
  res.end(`flight ${render} of ${req.url} ${asked.join(' ')}${req.headers.cookie ? ` with ${req.headers.cookie}` : ''}`);
}

/** A renderer that counts its renders and answers per path, like Next would. */
describe('page cache', () => {
  let bus: InvalidationBus;
  let cache: PageCache;
  let renders = 0;
  let maintenance = false;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    bus = await createInvalidationBus(null);
    cache = createPageCache({ bus, ttlMs: 60_000, maxBytes: 1024 * 1024, maintenance: () => maintenance });
    // As server.ts: a hit is replayed, a miss while the same page renders waits for that render.
    server = http.createServer((req, res) => {
      const key = cache.keyFor(req);
      if (key && cache.serve(key, res)) return;
      const underWay = key ? cache.underWay(key) : undefined;
      if (!underWay) return render(req, res, key);
      void underWay.then(() => {
        if (!cache.serve(key!, res)) render(req, res, key);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  /** What each path's render shows of the content modules, as the content service would note it. */
  const shownBy: Record<string, string[]> = {
    '/blog': [listingShown('blog')], '/sv/nyheter': [listingShown('blog')],
    '/blog/hello-world': [contentShown(7)], '/sv/nyheter/hej': [contentShown(7)], '/tr/blog/merhaba': [contentShown(7)],
    '/blog/other': [contentShown(8)],
    '/news': [listingShown('news')], '/news/launch': [contentShown(20)], '/tr/haberler/acilis': [contentShown(20)],
    // An item naming content 7 in a relation field, and a page whose menu links to it.
    '/docs/setup': [contentShown(30), contentShown(7)], '/about': [contentShown(40), contentShown(7)],
    '/': [listingShown('landing')],
    '/slow': [contentShown(7)],
  };

  function render(req: http.IncomingMessage, res: http.ServerResponse, key: string | null) {
    const recording = key ? cache.capture(key, req, res) : (answer: () => void) => answer();
    recording(() => answer(req, res));
  }

  function answer(req: http.IncomingMessage, res: http.ServerResponse) {
      renders++;
      if (req.url === '/late') {
        // What a render notes after it has waited on something (a database read) still counts.
        setTimeout(() => {
          noteShown(contentShown(7));
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end('<html>late</html>');
        }, 10);
        return;
      }
      noteShown(...(shownBy[(req.url ?? '').split('?')[0]] ?? []));
      if (req.url === '/slow') {
        const render = renders;
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(`<html>slow render ${render}</html>`);
        }, 100);
        return;
      }
      if (req.url === '/nonced') return noncedPage(req, res, renders);
      if (req.headers.rsc !== undefined) return flightAnswer(req, res, renders);
      if (req.url === '/redirected') {
        res.statusCode = 307;
        res.setHeader('location', '/sv/redirected');
        return res.end();
      }
      if (req.url === '/missing') {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('not found');
      }
      // The locale cookie of a language switch, the same for everyone with this key; another cookie is one visitor's.
      if (req.url === '/sv/switched') res.setHeader('set-cookie', 'i18n_redirected=sv; Path=/');
      if (req.url === '/personal') res.setHeader('set-cookie', ['i18n_redirected=en; Path=/', 'cookie_consent_id=v9; Path=/; HttpOnly']);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<html>');
      res.end(`render ${renders} of ${req.url}${req.headers.cookie ? ` with ${req.headers.cookie}` : ''}</html>`);
  }

  afterAll(async () => {
    server.close();
    await bus.close();
  });

  beforeEach(() => {
    cache.clear();
    renders = 0;
    maintenance = false;
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

  it('serves the second anonymous request of a page from memory, headers included', async () => {
    const first = await (await get('/about')).text();
    const second = await get('/about');
    expect(await second.text()).toBe(first);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get(HIT_HEADER)).toBe('hit');
    expect(renders).toBe(1);
  });

  it('renders public pages without the session and consent cookies, one entry for guests, consenting and signed-in visitors', async () => {
    const signedIn = { cookie: 'token=abc; signed_in=1; cookie_consent_id=v1; cookie_consent=1; theme=dark' };
    const first = await (await get('/about', signedIn)).text();
    expect(first).toBe('<html>render 1 of /about with signed_in=1; cookie_consent=1; theme=dark</html>');
    for (const headers of [{}, { cookie: 'cookie_consent_id=v2; cookie_consent=1' }, { cookie: 'token=xyz; signed_in=1' }, signedIn]) {
      const res = await get('/about', headers);
      expect(await res.text(), JSON.stringify(headers)).toBe(first);
      expect(res.headers.get(HIT_HEADER)).toBe('hit');
    }
    expect(renders).toBe(1);
  });

  it('renders for themselves visitors whose personal cookie came before its readable hint', async () => {
    for (const cookie of ['token=abc', 'cookie_consent_id=v1', 'token=abc; signed_in=1; cookie_consent_id=v1']) {
      const first = await (await get('/about', { cookie })).text();
      expect(first).toContain(`with ${cookie}`);
      expect(await (await get('/about', { cookie })).text()).not.toBe(first);
    }
    expect(cache.size()).toBe(0);
  });

  it('renders signed-in visitors for themselves while maintenance is on, and still serves guests from memory', async () => {
    maintenance = true;
    for (const cookie of ['token=abc; signed_in=1', 'signed_in=1']) {
      const first = await (await get('/about', { cookie })).text();
      expect(first).toContain(`with ${cookie}`);
      expect((await get('/about', { cookie })).headers.get(HIT_HEADER)).toBeNull();
    }
    await get('/about', { cookie: 'cookie_consent_id=v1; cookie_consent=1' });
    expect((await get('/about')).headers.get(HIT_HEADER)).toBe('hit');
  });

  it('keeps an answer setting the locale cookie (it follows from the key), never one setting another cookie', async () => {
    await get('/sv/switched', { cookie: 'i18n_redirected=en' });
    const again = await get('/sv/switched', { cookie: 'i18n_redirected=en' });
    expect(again.headers.get(HIT_HEADER)).toBe('hit');
    expect(again.headers.get('set-cookie')).toBe('i18n_redirected=sv; Path=/');
    await get('/personal');
    const personal = await get('/personal');
    expect(personal.headers.get(HIT_HEADER)).toBeNull();
    expect(personal.headers.get('set-cookie')).toContain('cookie_consent_id=v9');
    expect(cache.size()).toBe(1);
  });

  it('renders a page once for a burst of misses, the others replaying that render', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => get('/slow').then((response) => response.text())));
    expect(renders).toBe(1);
    expect(new Set(answers)).toEqual(new Set(['<html>slow render 1</html>']));
  });

  it('lets waiting misses render for themselves when the first render is not kept', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => get('/missing').then((response) => response.status)));
    expect(answers).toEqual([404, 404, 404]);
    expect(renders).toBe(3);
  });

  it('keeps pages apart by path, language cookie and Accept-Language', async () => {
    const about = await (await get('/about')).text();
    expect(await (await get('/contact')).text()).not.toBe(about);
    expect(await (await get('/about', { cookie: 'i18n_redirected=sv' })).text()).not.toBe(about);
    expect(await (await get('/about', { 'accept-language': 'tr' })).text()).not.toBe(about);
  });

  it('never caches personal, internal or non-200 answers', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/about', { cookie: 'i18n_redirected=en; cookie_consent_id=v1' }],
      ['/about', { rsc: '2' }],
      ['/about', { 'next-action': 'abc' }],
      ['/about?x=1', {}],
      ['/auth/settings', {}],
      ['/tr/hesap/ayarlar', {}],
      ['/auth', {}],
      ['/auth/sign-in', { cookie: 'token=abc; signed_in=1' }],
      ['/tr/hesap/giris-yap', { cookie: 'signed_in=1' }],
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

  it('keeps the account pages a guest sees for guests only, consenting ones included', async () => {
    for (const path of ['/auth/sign-in', '/sv/auth/sign-up', '/tr/hesap/giris-yap', '/tr/hesap/kurtar', '/auth/recovery-account']) {
      const first = await (await get(path)).text();
      const again = await get(path, { cookie: 'cookie_consent_id=v1; cookie_consent=1' });
      expect(await again.text(), path).toBe(first);
      expect(again.headers.get(HIT_HEADER)).toBe('hit');
      expect((await get(path, { cookie: 'token=abc; signed_in=1' })).headers.get(HIT_HEADER), path).toBeNull();
    }
  });

  it('forgets everything when settings, menus or contents change', async () => {
    const first = await (await get('/about')).text();
    bus.publish('settings');
    expect(await (await get('/about')).text()).not.toBe(first);
  });

  it('expires pages after their time to live', async () => {
    const lasting = cache;
    cache = createPageCache({ bus, ttlMs: 5, maxBytes: 1024 * 1024 });
    try {
      const first = await (await get('/about')).text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await (await get('/about')).text()).not.toBe(first);
    } finally {
      cache = lasting;
    }
  });

  it('shares the entry of a page among its tracking parameters, and renders it without them', async () => {
    const first = await (await get('/about?utm_source=newsletter&utm_medium=email')).text();
    expect(first).toBe(`<html>render ${renders} of /about</html>`);
    for (const query of ['', '?gclid=abc', '?fbclid=x&utm_campaign=spring', '?msclkid=1&mc_cid=2&mc_eid=3&_ga=4&ref=home']) {
      expect(await (await get(`/about${query}`)).text(), query).toBe(first);
    }
    expect(cache.size()).toBe(1);
  });

  it('keeps any other query uncached, also beside tracking parameters', async () => {
    for (const query of ['?page=2', '?utm_source=x&page=2', '?q=', '?utm_source=x&token=abc']) {
      const first = await (await get(`/about${query}`)).text();
      expect(first).toContain(`of /about${query}`);
      expect(await (await get(`/about${query}`)).text(), query).not.toBe(first);
    }
    expect(cache.size()).toBe(0);
  });

  it('hands the tracking parameters on when the page redirects', async () => {
    const res = await fetch(`${base}/redirected?utm_source=newsletter`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/sv/redirected?utm_source=newsletter');
  });

  it.each([['identity', null], ['gzip', 'gzip']])('gives every %s replay a nonce of its own, in the CSP and on every script', async (encoding, expected) => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await get('/nonced', { 'accept-encoding': encoding! });
      expect(res.headers.get('content-encoding')).toBe(expected);
      const policy = res.headers.get('content-security-policy')!;
      answers.push({ policy, nonce: nonceOfPolicy(policy)!, body: await res.text() });
    }
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(3);
    for (const { policy, nonce, body } of answers) {
      expect(policy).toBe(pageContentSecurityPolicy(nonce));
      expect(body.match(/nonce="[^"]*"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
      expect(body.split(nonce).join('N')).toBe(answers[0].body.split(answers[0].nonce).join('N'));
    }
  });
  describe('RSC requests of public pages (the client router\'s prefetches and navigations)', () => {
    const ABOUT_STATE = encodeURIComponent(JSON.stringify(['', { children: ['about', { children: ['__PAGE__', {}] }] }, null, null, true]));
    const FAQ_STATE = encodeURIComponent(JSON.stringify(['', { children: ['faq', { children: ['__PAGE__', {}] }] }, null, null, true]));
    const METADATA_ONLY = encodeURIComponent(JSON.stringify(['', {}, null, 'metadata-only']));
    const treePrefetch = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree', 'sec-fetch-dest': 'empty' };
    const metadataPrefetch = { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': METADATA_ONLY, 'sec-fetch-dest': 'empty' };
    const navigation = { rsc: '1', 'next-router-state-tree': ABOUT_STATE, 'sec-fetch-dest': 'empty' };

    it('keeps each kind apart from the document and from each other, and replays it for every visitor whatever its cache-buster', async () => {
      const document = await (await get('/blog')).text();
      const answers = new Set([document]);
      for (const headers of [treePrefetch, metadataPrefetch, navigation]) {
        const first = await get('/blog?_rsc=first', headers);
        const body = await first.text();
        expect(first.headers.get('content-type')).toBe('text/x-component');
        // The render gets Next's cache-buster (Next checks it), the key does not hold it.
        expect(body).toContain('of /blog?_rsc=first ');
        answers.add(body);
        for (const [query, cookie] of [['?_rsc=other', ''], ['?_rsc=other&utm_source=mail', 'token=abc; signed_in=1; cookie_consent_id=v1; cookie_consent=1'], ['?_rsc=', '']]) {
          const again = await get(`/blog${query}`, { ...headers, ...(cookie ? { cookie } : {}) });
          expect(await again.text(), `${JSON.stringify(headers)} ${query}`).toBe(body);
          expect(again.headers.get(HIT_HEADER)).toBe('hit');
          expect(again.headers.get('vary')).toContain('next-router-state-tree');
        }
      }
      expect(answers.size).toBe(4);
      expect(renders).toBe(4);
    });

    it('keeps navigations apart by the router state they come from, and by locale cookie and Accept-Language', async () => {
      const fromAbout = await (await get('/blog?_rsc=a', navigation)).text();
      const variants: Record<string, string>[] = [
        { ...navigation, 'next-router-state-tree': FAQ_STATE },
        { ...navigation, cookie: 'i18n_redirected=sv' },
        { ...navigation, 'accept-language': 'tr' },
        { ...navigation, 'sec-fetch-dest': 'document' },
        { ...treePrefetch, 'next-router-segment-prefetch': '/[locale]/blog/__PAGE__' },
        { ...treePrefetch, 'next-router-state-tree': ABOUT_STATE },
      ];
      for (const headers of variants) {
        const body = await (await get('/blog?_rsc=a', headers)).text();
        expect(body, JSON.stringify(headers)).not.toBe(fromAbout);
      }
      expect(cache.size()).toBe(variants.length + 1);
      expect(renders).toBe(variants.length + 1);
    });

    it('renders and never keeps requests with header values the client router does not send', async () => {
      const cases: Record<string, string>[] = [
        { rsc: '2' },
        { rsc: 'true', 'next-router-state-tree': ABOUT_STATE },
        { 'next-router-state-tree': ABOUT_STATE },
        { 'next-router-prefetch': '1' },
        { 'next-router-segment-prefetch': '/_tree' },
        { ...treePrefetch, 'next-router-prefetch': '2' },
        { ...treePrefetch, 'next-router-prefetch': '' },
        { rsc: '1', 'next-router-segment-prefetch': '/_tree' },
        { ...treePrefetch, 'next-router-segment-prefetch': '_tree' },
        { ...treePrefetch, 'next-router-segment-prefetch': '/_tree?x=1' },
        { ...treePrefetch, 'next-router-segment-prefetch': `/${'a'.repeat(500)}` },
        { ...navigation, 'next-router-state-tree': 'not-json' },
        { ...navigation, 'next-router-state-tree': encodeURIComponent('{"a":1}') },
        { ...navigation, 'next-router-state-tree': '%E0%A4%A' },
        { ...navigation, 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', {}, 'x'.repeat(5000)])) },
        { ...navigation, 'sec-fetch-dest': 'Empty1' },
        { ...navigation, 'next-action': 'abc' },
        { ...navigation, 'next-hmr-refresh': '1' },
      ];
      for (const headers of cases) {
        const first = await (await get('/blog?_rsc=a', headers)).text();
        expect(await (await get('/blog?_rsc=a', headers)).text(), JSON.stringify(headers)).not.toBe(first);
      }
      expect(cache.size()).toBe(0);
    });

    it('renders and never keeps repeated flight headers', async () => {
      for (const name of ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'sec-fetch-dest']) {
        const headers: http.OutgoingHttpHeaders = { ...treePrefetch, 'next-router-state-tree': ABOUT_STATE, [name]: [String({ ...treePrefetch, 'next-router-state-tree': ABOUT_STATE }[name]), 'x'] };
        const status = await new Promise<number>((resolve, reject) => {
          http.get(`${base}/blog?_rsc=a`, { headers }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          }).on('error', reject);
        });
        expect(status, name).toBe(200);
      }
      expect(cache.size()).toBe(0);
    });

    it('keeps no RSC request whose query holds more than the cache-buster and tracking parameters, nor a document with a cache-buster', async () => {
      const cases: [string, Record<string, string>][] = [
        ['/blog?_rsc=a&_rsc=b', navigation],
        ['/blog?_rsc=a&page=2', navigation],
        ['/blog?page=2', navigation],
        ['/blog?_rsc=a', {}],
      ];
      for (const [path, headers] of cases) {
        const first = await (await get(path, headers)).text();
        expect(await (await get(path, headers)).text(), `${path} ${JSON.stringify(headers)}`).not.toBe(first);
      }
      expect(cache.size()).toBe(0);
    });

    it('forgets RSC answers with the pages when settings change', async () => {
      await get('/blog?_rsc=a', navigation);
      expect((await get('/blog?_rsc=a', navigation)).headers.get(HIT_HEADER)).toBe('hit');
      bus.publish('settings');
      expect((await get('/blog?_rsc=a', navigation)).headers.get(HIT_HEADER)).toBeNull();
    });

    it("forgets every locale's pages and RSC answers on a menu save (the menus entity's topic and detail)", async () => {
      const kinds = [{}, navigation, treePrefetch, metadataPrefetch];
      const paths = ['/', '/sv', '/tr', '/about', '/tr/hakkimizda'];
      const ask = (path: string, headers: Record<string, string>) => get(headers.rsc ? `${path}?_rsc=a` : path, headers);
      for (const path of paths) for (const headers of kinds) await ask(path, headers);
      for (const path of paths) for (const headers of kinds) expect((await ask(path, headers)).headers.get(HIT_HEADER), path).toBe('hit');
      bus.publish(menusEntity.topic, menusEntity.detail?.(1));
      for (const path of paths) for (const headers of kinds) expect((await ask(path, headers)).headers.get(HIT_HEADER), `${path} ${JSON.stringify(headers)}`).toBeNull();
    });
  });
  describe('kept until what they show changes', () => {
    /** Runs `test` against a cache made with `options` (the shared one is put back after). */
    async function withCache(options: Partial<Parameters<typeof createPageCache>[0]>, test: () => Promise<void>) {
      const lasting = cache;
      cache = createPageCache({ bus, ttlMs: 60_000, maxBytes: 1024 * 1024, ...options });
      try {
        await test();
      } finally {
        cache = lasting;
      }
    }
    const hit = async (path: string) => (await get(path)).headers.get(HIT_HEADER) === 'hit';

    it('drops on a content write the pages that show it (its pages in every locale, its listings, relations and menus naming it) and keeps every other page', async () => {
      const showing = ['/blog', '/sv/nyheter', '/blog/hello-world', '/sv/nyheter/hej', '/tr/blog/merhaba', '/docs/setup', '/about', '/late'];
      const others = ['/blog/other', '/news', '/news/launch', '/tr/haberler/acilis', '/', '/sv', '/pricing'];
      for (const path of [...showing, ...others]) await get(path);
      const navigation = { rsc: '1', 'next-router-state-tree': encodeURIComponent('[""]') };
      await get('/blog/hello-world?_rsc=a', navigation);
      await get('/news?_rsc=a', navigation);
      for (const path of [...showing, ...others]) expect(await hit(path), path).toBe(true);
      bus.publish('settings', contentTopic('blog', 7));
      for (const path of showing) expect(await hit(path), path).toBe(false);
      expect((await get('/blog/hello-world?_rsc=b', navigation)).headers.get(HIT_HEADER)).toBeNull();
      for (const path of others) expect(await hit(path), path).toBe(true);
      expect((await get('/news?_rsc=b', navigation)).headers.get(HIT_HEADER)).toBe('hit');
      // The landing item is the home page's.
      bus.publish('settings', contentTopic('landing', 1));
      expect(await hit('/')).toBe(false);
      expect(await hit('/news')).toBe(true);
      // A settings, menu or module write may change any page.
      bus.publish('settings');
      for (const path of others) expect(await hit(path), path).toBe(false);
    });

    /** Renders /slow (it shows content 7) and publishes `change` while it is under way; whether it was kept. */
    async function keptDespite(change: string | undefined): Promise<boolean> {
      // No /slow kept from before (the last check's own request may have kept one).
      bus.publish('settings', contentTopic('blog', 7));
      const before = renders;
      const slow = get('/slow');
      // The render has begun (it answers 100 ms later).
      while (renders === before) await new Promise((resolve) => setTimeout(resolve, 2));
      bus.publish('settings', change);
      await (await slow).text();
      return hit('/slow');
    }

    it('keeps no render that a change to what it shows overtook (it may show it as it was)', async () => {
      expect(await keptDespite(contentTopic('blog', 7))).toBe(false);
      expect(await keptDespite(undefined)).toBe(false);
    });

    it('keeps a render that a change to other content overtook', async () => {
      expect(await keptDespite(contentTopic('news', 20))).toBe(true);
    });

    it('holds at most maxBytes, dropping the least recently used first', async () => {
      await withCache({ maxBytes: 4 * 1024 }, async () => {
        await get('/a');
        await get('/b');
        await get('/c');
        expect(cache.size()).toBe(3);
        expect(await hit('/a')).toBe(true);
        await get('/d');
        expect(cache.size()).toBe(3);
        expect(cache.bytes()).toBeLessThanOrEqual(4 * 1024);
        expect(await hit('/b')).toBe(false);
        expect(await hit('/a')).toBe(true);
      });
    });

    describe('with a second tier on disk', () => {
      let root: string;
      let spill: PageSpill;
      beforeEach(() => {
        root = mkdtempSync(path.join(tmpdir(), 'page-spill-'));
        spill = createPageSpill({ root, maxBytes: 1024 * 1024 });
      });
      afterEach(async () => {
        await spill.close();
        rmSync(root, { recursive: true, force: true });
      });
      const filesOnDisk = () => readdirSync(root).flatMap((folder) => readdirSync(path.join(root, folder)));
      const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

      it('keeps the pages pushed out of memory on disk, replays them from there with a fresh nonce, and brings them back to memory', async () => {
        await withCache({ maxBytes: 4 * 1024, spill }, async () => {
          const firstAnswer = await get('/nonced', { 'accept-encoding': 'gzip' });
          const firstNonce = nonceOfPolicy(firstAnswer.headers.get('content-security-policy')!)!;
          const first = await firstAnswer.text();
          for (const path of ['/a', '/b', '/c', '/d']) await get(path);
          await settled();
          expect(spill.size()).toBeGreaterThanOrEqual(2);
          expect(filesOnDisk().length).toBe(spill.size());
          const rendered = renders;
          const replay = await get('/nonced', { 'accept-encoding': 'gzip' });
          expect(replay.headers.get(HIT_HEADER)).toBe('hit');
          const policy = replay.headers.get('content-security-policy')!;
          const nonce = nonceOfPolicy(policy)!;
          const body = await replay.text();
          expect(body.match(/nonce="[^"]*"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
          expect(nonce).not.toBe(firstNonce);
          expect(body.split(nonce).join('N')).toBe(first.split(firstNonce).join('N'));
          for (const path of ['/a', '/b', '/c', '/d']) expect(await hit(path), path).toBe(true);
          expect(renders).toBe(rendered);
          expect(cache.takeStats().diskHits).toBeGreaterThanOrEqual(5);
        });
      });

      it('drops from disk what a content write changes, and everything on a settings write, files included', async () => {
        await withCache({ maxBytes: 4 * 1024, spill }, async () => {
          for (const path of ['/blog/hello-world', '/news/launch', '/a', '/b', '/c', '/d']) await get(path);
          await settled();
          expect(spill.size()).toBeGreaterThanOrEqual(2);
          bus.publish('settings', contentTopic('blog', 7));
          expect(await hit('/blog/hello-world')).toBe(false);
          expect(await hit('/news/launch')).toBe(true);
          bus.publish('settings');
          await settled();
          expect(spill.size()).toBe(0);
          expect(filesOnDisk()).toEqual([]);
        });
      });

      it('replays nothing read from disk that an invalidation overtook', async () => {
        await withCache({ maxBytes: 4 * 1024, spill }, async () => {
          for (const path of ['/blog/hello-world', '/a', '/b', '/c', '/d']) await get(path);
          await settled();
          expect(spill.size()).toBeGreaterThanOrEqual(2);
          // A write to another content lands while the page is read: what was read may be stale.
          const { take } = spill;
          spill.take = (key) => {
            const reading = take(key);
            bus.publish('settings', contentTopic('news', 20));
            return reading;
          };
          expect((await get('/blog/hello-world')).headers.get(HIT_HEADER)).toBeNull();
          spill.take = take;
          expect(await hit('/blog/hello-world')).toBe(true);
        });
      });

      it('removes at start what a stopped process left, and keeps a running one\'s folder', async () => {
        const stale = path.join(root, '999999999-x');
        const running = path.join(root, `${process.ppid}-y`);
        mkdirSync(stale);
        mkdirSync(running);
        writeFileSync(path.join(stale, '1'), 'old page');
        const other = createPageSpill({ root, maxBytes: 1024 });
        expect(readdirSync(root)).not.toContain('999999999-x');
        expect(readdirSync(root)).toContain(`${process.ppid}-y`);
        await other.close();
      });
    });

    it('counts the answers it gave and the ones it missed', async () => {
      cache.takeStats();
      await get('/about');
      await get('/about');
      await get('/about');
      await get('/about?x=1');
      expect(cache.takeStats()).toMatchObject({ entries: 1, hits: 2, misses: 1 });
      expect(cache.takeStats()).toMatchObject({ hits: 0, misses: 0 });
    });
  });
});
