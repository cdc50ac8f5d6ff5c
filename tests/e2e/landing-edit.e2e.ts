import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DashboardContent } from '@/shared/api/contents';
import type { ListResult } from '@/shared/api/list';
import { launchBrowser } from './browser';
import { baseUrl, newVisitor, open, settle, submitSignIn } from './accounts/helpers';

const CONTENTS = '/api/dashboard/modules/landing/contents';

/** The admin's own API calls (restoring the seeded home item afterwards), with the session the browser signed in with. */
function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie: `token=${token}`, origin: baseUrl, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (res) => {
    expect(res.status, `${method} ${path}`).toBe(200);
    return ((await res.json()) as { data: T }).data;
  });
}

/** What a visitor sees of the home page at `path`, read on a fresh request. */
async function homePage(page: Page, path: string) {
  await open(page, path);
  return {
    heading: await page.getByRole('heading', { level: 1 }).innerText(),
    partners: await page.getByRole('region', { name: /^partners?$/i }).getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
  };
}

describe('the landing page in the content editor', () => {
  let browser: Browser;
  let token = '';
  let seeded: DashboardContent | null = null;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    // Other e2e files read the seeded home page: put its content back.
    if (token && seeded) {
      const current = await api<DashboardContent>(token, 'GET', `${CONTENTS}/${seeded.id}`);
      await api(token, 'PUT', `${CONTENTS}/${seeded.id}`, { ...current, content: seeded.content });
    }
    await browser?.close();
  });

  it('edit the landing page and see the home page change', async () => {
    const heading = `Every word, every language ${Date.now().toString(36)}`;
    const admin = await newVisitor(browser);
    await open(admin.page, '/auth/sign-in');
    await submitSignIn(admin.page, 'admin', 'e2e-admin-password');
    await admin.page.waitForURL((url) => !url.pathname.startsWith('/auth/sign-in'));
    token = (await admin.context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';

    const list = await api<ListResult<DashboardContent>>(token, 'GET', `${CONTENTS}?search=home`);
    const home = list.items.find((item) => Object.values(item.slug).includes('home'));
    expect(home).toBeDefined();
    seeded = await api<DashboardContent>(token, 'GET', `${CONTENTS}/${home!.id}`);

    const visitor = await newVisitor(browser);
    expect(await homePage(visitor.page, '/')).toEqual({ heading: 'Your content, in every language', partners: ['Northwind', 'Bosphorus', 'Lindqvist'] });

    // The item's editor: the intro heading in the English tab, the first partner's name.
    const editor = admin.page;
    await open(editor, `/dashboard/landing/${home!.id}`);
    await expect.poll(() => editor.getByRole('textbox', { name: 'Intro heading' }).inputValue()).toBe('Your content, in every language');
    await editor.getByRole('textbox', { name: 'Intro heading' }).fill(heading);
    const names = editor.getByRole('textbox', { name: 'Name', exact: true });
    const northwind = (await names.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).indexOf('Northwind');
    expect(northwind).toBeGreaterThanOrEqual(0);
    await names.nth(northwind).fill('Southwind');

    const saved = editor.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`${CONTENTS}/${home!.id}`));
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await settle(editor);

    // The next request shows the change: the heading in English only, the partner's name (one text for every language) in both.
    expect(await homePage(visitor.page, '/')).toEqual({ heading, partners: ['Southwind', 'Bosphorus', 'Lindqvist'] });
    expect(await homePage(visitor.page, '/sv')).toEqual({ heading: 'Ditt innehåll, på alla språk', partners: ['Southwind', 'Bosphorus', 'Lindqvist'] });

    await admin.context.close();
    await visitor.context.close();
  });
});
