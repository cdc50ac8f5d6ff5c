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

async function createPost(slug: string, title: string): Promise<number> {
  const created = await adminApi<{ id: number }>('POST', '/api/dashboard/modules/blog/contents', {
    title: { en: title },
    slug: { en: slug },
    content: { summary: { en: 'Summary' }, body: { en: '<p>Body</p>' } },
    status: 'published',
  });
  expect(created.status).toBe(201);
  return created.data.id;
}

/** Saves an item as it is: an edit that changes nothing still tells every cache. */
async function resave(moduleKey: string, id: number, change: Record<string, unknown> = {}) {
  const current = await adminApi<Record<string, unknown>>('GET', `/api/dashboard/modules/${moduleKey}/contents/${id}`);
  expect((await adminApi('PUT', `/api/dashboard/modules/${moduleKey}/contents/${id}`, { ...current.data, ...change })).status).toBe(200);
}

async function cached(paths: readonly string[]) {
  for (const path of paths) {
    await page(path);
    expect((await page(path)).hit, path).toBe(true);
  }
}

describe('the page cache on a content edit', () => {
  it('refreshes the item and its listing at once, and keeps the module\'s other items and every other page', async () => {
    const edited = await createPost(run, `${run} before`);
    const sibling = await createPost(`${run}-sibling`, `${run} sibling`);
    const showing = [`/blog/${run}`, '/blog', '/sv/blog'];
    const elsewhere = [`/blog/${run}-sibling`, '/', '/sv', '/about', '/pricing', '/sv/pricing'];
    await cached([...showing, ...elsewhere]);
    expect((await page(`/blog/${run}`)).html).toContain(`${run} before`);

    await resave('blog', edited, { title: { en: `${run} after` } });

    for (const path of showing) expect((await page(path)).hit, path).toBe(false);
    expect((await page(`/blog/${run}`)).html).toContain(`${run} after`);
    expect((await page('/blog')).html).toContain(`${run} after`);
    for (const path of elsewhere) expect((await page(path)).hit, path).toBe(true);

    expect((await adminApi('DELETE', `/api/dashboard/modules/blog/contents/${edited}`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/blog/${run}`)).status).toBe(404);
    expect((await page('/blog')).html).not.toContain(`${run} after`);
    for (const path of elsewhere) expect((await page(path)).hit, path).toBe(true);
    expect((await adminApi('DELETE', `/api/dashboard/modules/blog/contents/${sibling}`)).status).toBe(200);
  });

  it('refreshes the home page when its sections (the landing item) change, in every locale', async () => {
    const home = ['/', '/sv', '/tr'];
    const elsewhere = ['/about', '/pricing'];
    await cached([...home, ...elsewhere]);
    const landing = await adminApi<{ items: { id: number }[] }>('GET', '/api/dashboard/modules/landing/contents');
    expect(landing.status).toBe(200);
    await resave('landing', landing.data.items[0].id);
    for (const path of home) expect((await page(path)).hit, path).toBe(false);
    for (const path of elsewhere) expect((await page(path)).hit, path).toBe(true);
  });
});
