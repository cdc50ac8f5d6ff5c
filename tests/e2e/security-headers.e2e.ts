import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer } from '../../scripts/server-process';
import { launchBrowser } from './browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer().baseUrl;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw HTTP request (fetch cannot set Host), the body unzipped when it came gzipped. */
function request(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, body: body.toString('utf8') });
      });
    }).on('error', reject);
  });
}

let keys = 0;
/** An Accept-Language nobody else sends: a page-cache entry of this test's own. */
const freshKey = () => `en;q=0.9, x-e2e-${process.pid}-${++keys}`;

const BASE_SET = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** The page's CSP and its nonce, which every script of the page carries and nothing else. */
function expectNoncedPage(answer: Answer, https = false): string {
  expect(answer.status).toBe(200);
  expect(answer.headers).toMatchObject(BASE_SET);
  expect(answer.headers['strict-transport-security']).toBe(https ? 'max-age=31536000' : undefined);
  const csp = String(answer.headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  const scripts = answer.body.match(/<script\b[^>]*>/g)!;
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  expect(new Set(answer.body.match(/nonce="[^"]*"/g))).toEqual(new Set([`nonce="${nonce}"`]));
  return nonce;
}

describe('security headers of the pages', () => {
  it.each(['identity', 'gzip'])('a rendered page and its replays from the page cache (%s): the full set, a nonce of their own', async (encoding) => {
    const headers = { 'accept-language': freshKey(), 'accept-encoding': encoding };
    const rendered = await request(`${baseUrl}/about`, headers);
    const replays = [await request(`${baseUrl}/about`, headers), await request(`${baseUrl}/about`, headers)];
    expect(rendered.headers['transfer-encoding']).toBe('chunked');
    const nonces = [expectNoncedPage(rendered)];
    for (const replay of replays) {
      // Replayed from memory: one piece with its length, not Next's stream.
      if (encoding === 'identity') expect(replay.headers['content-length']).toBe(String(Buffer.byteLength(replay.body)));
      else expect(Number(replay.headers['content-length'])).toBeGreaterThan(0);
      expect(replay.headers['transfer-encoding']).toBeUndefined();
      nonces.push(expectNoncedPage(replay));
      expect(replay.body.replaceAll(nonces.at(-1)!, 'N')).toBe(replays[0].body.replaceAll(nonces[1], 'N'));
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('pages that are never cached, the 404 page and static files carry the set', async () => {
    expectNoncedPage(await request(`${baseUrl}/auth/sign-in`));
    const missing = await request(`${baseUrl}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers).toMatchObject(BASE_SET);
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+)"/.exec((await request(`${baseUrl}/`)).body)![1];
    const file = await request(baseUrl + script);
    expect(file.status).toBe(200);
    expect(file.headers).toMatchObject({ ...BASE_SET, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" });
  });

  it('adds HSTS to pages, renders and replays, when PUBLIC_URL is https', async () => {
    const secure = await startServer({ PUBLIC_URL: 'https://polyglot.example' });
    try {
      const headers = { 'accept-language': freshKey() };
      expectNoncedPage(await request(`${secure.baseUrl}/about`, headers), true);
      expectNoncedPage(await request(`${secure.baseUrl}/about`, headers), true);
      expect((await request(`${secure.baseUrl}/api/settings`)).headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await secure.stop();
    }
  });
});

describe('the Host header', () => {
  it.each(['/about', '/sv/about', '/tr/hakkimizda', '/'])('never reaches %s or the visitors after it through the page cache', async (path) => {
    const key = { 'accept-language': freshKey() };
    const poisoned = await request(baseUrl + path, { ...key, host: 'evil.example', 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'https' });
    const next = await request(baseUrl + path, key);
    for (const answer of [poisoned, next]) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.headers) + answer.body).not.toMatch(/evil/);
    }
    // The alternates name PUBLIC_URL.
    expect(next.body).toContain(`hrefLang="sv" href="${baseUrl}/sv`);
  });
});

describe('the Content Security Policy in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets the API reference run', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/api/docs`);
    await expect.poll(() => page.locator('body').innerText(), { timeout: 20_000 }).toContain('Polyglot API');
    await page.close();
  });

  it('lets a page replayed from the cache hydrate under its new nonce', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/contact`);
      await page.waitForLoadState('networkidle');
      // Hydrated: React attached its handlers to the root.
      // (React may still be at it when the network goes quiet on a slow machine: wait for it, 15 s at most.)
      await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__react')), undefined, { timeout: 15_000 });
      await page.close();
    }
  });
});
