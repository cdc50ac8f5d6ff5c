import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { baseUrl, signedInVisitor, open, settle, type Visitor } from './accounts/helpers';

/** The top-level field cards (a group's sub-fields are cards too: they come after their group). */
const cards = (page: Page) => page.locator('[data-field-card]');
const cardNames = (page: Page) => page.locator('[data-field-card]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-field-key')));
const english = (scope: Locator | Page, group: string) => scope.getByRole('group', { name: group, exact: true }).getByLabel('English', { exact: true }).first();

describe('dashboard: the module builder', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;
  const suffix = Date.now().toString(36);
  const name = `Things ${suffix}`;
  const key = `things-${suffix}`;

  async function admin(): Promise<Visitor> {
    return signedInVisitor(browser, adminToken);
  }

  async function adminApi<T>(method: string, apiPath: string, body?: unknown): Promise<{ status: number; data: T }> {
    const response = await fetch(`${baseUrl}${apiPath}`, {
      method,
      headers: { cookie: `token=${adminToken}`, origin: baseUrl, 'content-type': 'application/json', 'x-language': 'en' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { data: T };
    return { status: response.status, data: envelope.data };
  }

  /** Adds a field at the end of the top-level list: English label, then type. */
  async function addField(page: Page, label: string, type: string): Promise<Locator> {
    await page.getByRole('button', { name: 'Add field', exact: true }).click();
    const card = cards(page).last();
    await english(card, 'Label').fill(label);
    await card.getByLabel('Type', { exact: true }).first().selectOption(type);
    return card;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const found = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(found.id)).token;
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  it('builds a content module of several field types, reorders with the keyboard and keeps the order', async () => {
    const { context, page } = await admin();
    await open(page, '/dashboard/modules/add');
    await english(page, 'Name').fill(name);
    // The key follows the English name; a reserved word is refused by the server at the key.
    const keyInput = page.getByLabel('Key', { exact: true });
    expect(await keyInput.inputValue()).toBe(key);
    await keyInput.fill('users');
    await page.getByRole('button', { name: 'Create module' }).click();
    await expect.poll(() => keyInput.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await keyInput.getAttribute('id')}-error`).innerText()).not.toBe('');
    await keyInput.fill(key);
    expect(await english(page, 'Slug (address)').inputValue()).toBe(key);

    await addField(page, 'Title', 'text');
    await addField(page, 'Summary', 'multilang_text');
    await addField(page, 'Body', 'editor');
    const colour = await addField(page, 'Colour', 'selection');
    await colour.getByLabel('Value', { exact: true }).first().fill('red');
    await english(colour, 'Label').fill('Colour');
    await colour.getByRole('group', { name: 'Options' }).getByRole('group', { name: 'Label' }).first().getByLabel('English', { exact: true }).fill('Red');
    await colour.getByRole('button', { name: 'Add option' }).click();
    await colour.getByLabel('Value', { exact: true }).nth(1).fill('blue');
    const photo = await addField(page, 'Photo', 'image');
    await photo.getByLabel('Largest file (MB)').fill('2');
    const related = await addField(page, 'Related posts', 'relation');
    await related.getByLabel('Items of module').selectOption('blog');
    await related.getByLabel('Several items').check();
    const rows = await addField(page, 'Rows', 'group');
    await rows.getByRole('button', { name: 'Add sub-field' }).click();
    await english(cards(page).last(), 'Label').fill('Caption');
    expect(await cardNames(page)).toEqual(['title', 'summary', 'body', 'colour', 'photo', 'related_posts', 'rows', 'caption']);

    // Keyboard drag and drop: Summary goes above Title.
    const handle = page.getByRole('button', { name: 'Move field Summary', exact: true });
    await handle.focus();
    // dnd-kit measures and moves on animation frames: each key waits for the one before to settle.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => cardNames(page)).toEqual(['summary', 'title', 'body', 'colour', 'photo', 'related_posts', 'rows', 'caption']);

    await page.getByRole('button', { name: 'Create module' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/modules/${key}`);
    await settle(page);
    await page.reload();
    await settle(page);
    await expect.poll(() => cardNames(page)).toEqual(['summary', 'title', 'body', 'colour', 'photo', 'related_posts', 'rows']);

    const saved = await adminApi<{ type: string; fields: { key: string; type: string; options?: { value: string }[]; upload?: { max_size: number }; relation?: unknown; fields?: { key: string }[] }[] }>('GET', `/api/dashboard/modules/${key}`);
    expect(saved.data.type).toBe('content');
    expect(saved.data.fields.map((field) => `${field.key}:${field.type}`)).toEqual([
      'summary:multilang_text', 'title:text', 'body:editor', 'colour:selection', 'photo:image', 'related_posts:relation', 'rows:group',
    ]);
    expect(saved.data.fields[3]!.options!.map((option) => option.value)).toEqual(['red', 'blue']);
    expect(saved.data.fields[4]!.upload!.max_size).toBe(2 * 1024 * 1024);
    expect(saved.data.fields[5]!.relation).toEqual({ module: 'blog', multiple: true });
    expect(saved.data.fields[6]!.fields!.map((field) => field.key)).toEqual(['caption']);
    await context.close();
  });

  it('asks before removing a field that holds values, and keeps the values', async () => {
    const created = await adminApi<{ id: number }>('POST', `/api/dashboard/modules/${key}/contents`, {
      title: { en: 'First thing' }, slug: { en: `first-${suffix}` }, content: { title: 'Hello', colour: 'red' },
    });
    expect(created.status).toBe(201);
    const { context, page } = await admin();
    await open(page, `/dashboard/modules/${key}`);
    await page.getByRole('button', { name: 'Remove field Colour', exact: true }).click();
    await page.getByRole('button', { name: 'Save module' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Colour (colour)');
    expect(await dialog.innerText()).toContain('The stored values are kept');
    await dialog.getByRole('button', { name: 'Remove and save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await adminApi<{ fields: { key: string }[] }>('GET', `/api/dashboard/modules/${key}`)).data.fields.map((field) => field.key))
      .toEqual(['summary', 'title', 'body', 'photo', 'related_posts', 'rows']);
    const row = await app.handle.db.selectFrom('module_contents').select('content').where('id', '=', created.data.id).executeTakeFirstOrThrow();
    expect(app.handle.json.read<Record<string, unknown>>(row.content)).toMatchObject({ title: 'Hello', colour: 'red' });
    await context.close();
  });

  it('deletes a module after saying how many items go with it', async () => {
    const { context, page } = await admin();
    await open(page, `/dashboard/modules?search=${key}`);
    await page.getByRole('table').getByRole('link', { name }).waitFor();
    expect(await page.getByRole('table').innerText()).toContain('1 item');
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.innerText()).toContain('Its 1 item is deleted with it.');
    await dialog.getByRole('button', { name: 'Delete module' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table').getByRole('link', { name }).waitFor({ state: 'detached' });
    expect((await adminApi('GET', `/api/dashboard/modules/${key}`)).status).toBe(404);
    expect(await app.handle.db.selectFrom('module_contents').select('id').where('slug', '=', `first-${suffix}`).execute()).toEqual([]);
    await context.close();
  });
});
