import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './accounts/helpers';

/** One content write drops only the cached pages that may show it (src/server/web/page-cache.ts). */
const ADMIN = { username: 'admin', password: 'e2e-admin-password' };
const run = `cache${process.pid}`;

let cookie: string;

async function adminApi<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json', 'x-language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

async function page(path: string): Promise<{ hit: boolean; html: string }> {
  const response = await fetch(baseUrl + path);
  expect(response.status, path).toBe(200);
  return { hit: response.headers.get('x-page-cache') === 'hit', html: await response.text() };
}

beforeAll(async () => {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ ...ADMIN, remember_me: false }),
  });
  expect(response.status).toBe(200);
  cookie = response.headers.getSetCookie().map((set) => set.split(';')[0]).join('; ');
});

describe('the page cache on a content edit', () => {
  it('refreshes the item, its listing and the home page at once, and keeps another module\'s pages', async () => {
    const created = await adminApi<{ id: number }>('POST', '/api/dashboard/modules/blog/contents', {
      title: { en: `${run} before` },
      slug: { en: run },
      content: { summary: { en: 'Summary' }, body: { en: '<p>Body</p>' } },
      status: 'published',
    });
    expect(created.status).toBe(201);
    const showing = [`/blog/${run}`, '/blog', '/', '/sv', '/about'];
    const elsewhere = ['/pricing', '/sv/pricing'];
    for (const path of [...showing, ...elsewhere]) {
      await page(path);
      expect((await page(path)).hit, path).toBe(true);
    }
    expect((await page(`/blog/${run}`)).html).toContain(`${run} before`);

    const current = await adminApi<Record<string, unknown>>('GET', `/api/dashboard/modules/blog/contents/${created.data.id}`);
    const saved = await adminApi('PUT', `/api/dashboard/modules/blog/contents/${created.data.id}`, { ...current.data, title: { en: `${run} after` } });
    expect(saved.status).toBe(200);

    for (const path of showing) expect((await page(path)).hit, path).toBe(false);
    expect((await page(`/blog/${run}`)).html).toContain(`${run} after`);
    expect((await page('/blog')).html).toContain(`${run} after`);
    for (const path of elsewhere) expect((await page(path)).hit, path).toBe(true);

    expect((await adminApi('DELETE', `/api/dashboard/modules/blog/contents/${created.data.id}`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/blog/${run}`)).status).toBe(404);
    for (const path of elsewhere) expect((await page(path)).hit, path).toBe(true);
  });
});
