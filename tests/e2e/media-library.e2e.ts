import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { accessibilityViolations } from './accessibility';
import { launchBrowser } from './browser';
import { openServerDatabase, staffAccount } from './app-context';
import { baseUrl, signedInVisitor, open, settle, type Visitor } from './accounts/helpers';
import { chooseDashboardLanguage } from './dashboard-language';

/** Where the screenshots for a human look go (not committed). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

interface Content { id: number; title: Record<string, string>; slug: Record<string, string> }

describe('the media library', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;
  /** This run's file and post carry it, so searches see only this run's. */
  const run = `media${Date.now().toString(36)}`;
  const fileName = `${run}.png`;
  let post: Content;

  async function staff(viewport = { width: 1366, height: 900 }, token = adminToken): Promise<Visitor> {
    return signedInVisitor(browser, token, viewport);
  }

  const mediaRow = () => app.handle.db.selectFrom('media').select(['id', 'path', 'alt', 'variants']).where('file_name', '=', fileName).executeTakeFirst();
  /** The grid's tiles (the filters' select options are options too). */
  const tiles = (scope: Page | Locator) => scope.locator('[role="option"][data-media-id]');
  const tile = (page: Page) => tiles(page).filter({ hasText: run });

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(admin.id)).token;
    const response = await fetch(`${baseUrl}/api/dashboard/modules/blog/contents`, {
      method: 'POST',
      headers: { cookie: `token=${adminToken}`, origin: baseUrl, 'content-type': 'application/json', 'x-language': 'en' },
      body: JSON.stringify({
        title: { en: `Post ${run}`, sv: `Inlägg ${run}`, tr: `Yazı ${run}` },
        slug: { en: `post-${run}`, sv: `inlagg-${run}`, tr: `yazi-${run}` },
        content: { summary: { en: 'Summary', sv: 'Sammanfattning', tr: 'Özet' }, body: { en: '<p>Body</p>', sv: '<p>Text</p>', tr: '<p>Metin</p>' } },
        status: 'published',
      }),
    });
    expect(response.status).toBe(201);
    post = ((await response.json()) as { data: Content }).data;
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  it('uploads an image, shows it in the grid, and saves its Swedish alt text in the panel', async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 40, g: 120, b: Date.now() % 255 } } }).png().toBuffer();
    const { page, context } = await staff();
    await open(page, '/dashboard/media');
    await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });
    const queue = page.getByRole('region', { name: 'Uploads' });
    await expect.poll(() => queue.locator('[data-upload-status]').first().getAttribute('data-upload-status'), { timeout: 20_000 }).toBe('done');
    await expect.poll(() => tile(page).count(), { timeout: 10_000 }).toBe(1);
    // The smallest WebP rendering when the upload made some, else the file itself.
    const row = (await mediaRow())!;
    const webp = (app.handle.json.read<{ width: number; key: string; mime: string }[]>(row.variants) ?? [])
      .filter((variant) => variant.mime === 'image/webp').sort((a, b) => a.width - b.width);
    expect(await tile(page).locator('img').getAttribute('src')).toBe(webp[0] ? `/api/uploads/${webp[0].key}` : `/api/uploads/${row.path}`);
    expect(await accessibilityViolations(page), 'grid').toEqual([]);

    await tile(page).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: fileName });
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await tile(page).focus();
    await page.keyboard.press('Enter');
    await panel.waitFor();
    await panel.getByRole('tab', { name: /^Svenska/ }).click();
    await panel.getByLabel('Alt text').fill(`Bild ${run}`);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await mediaRow())?.alt).toContain(`Bild ${run}`);
    expect(await accessibilityViolations(page, '[role="dialog"]'), 'panel').toEqual([]);
    // (Escape would close the toast of the save first.)
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'List' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'list');
    await page.getByRole('search').getByRole('searchbox').fill(run);
    // The search reaches the address after its pause, then the list asks for it (as the inbox's test waits).
    await page.waitForURL((url) => url.searchParams.get('search') === run);
    await expect.poll(() => page.getByRole('table').locator('tbody tr').count(), { timeout: 5_000 }).toBe(1);
    expect(await page.getByRole('table').innerText()).toContain(fileName);
    expect(await accessibilityViolations(page), 'list').toEqual([]);
    await context.close();
  });

  it('puts the image in a blog post through the picker, shows it on the public page, and names the post when asked to delete it', async () => {
    const stored = (await mediaRow())!;
    const { page, context } = await staff();
    await open(page, `/dashboard/blog/${post.id}`);
    await page.getByRole('button', { name: 'Choose from library' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Choose from the media library' });
    await picker.waitFor();
    await picker.getByRole('searchbox').fill(run);
    await expect.poll(() => tiles(picker).count()).toBe(1);
    expect(await accessibilityViolations(page, '[role="dialog"]'), 'picker').toEqual([]);
    await tiles(picker).first().click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await app.handle.db.selectFrom('module_contents').select('header_image').where('id', '=', post.id).executeTakeFirstOrThrow()).header_image)
      .toContain(stored.path);

    const key = path.basename(stored.path, path.extname(stored.path));
    for (const at of [`/blog/${post.slug.en}`]) {
      const html = await (await fetch(`${baseUrl}${at}`)).text();
      expect(html, at).toContain(key);
    }

    await open(page, `/dashboard/media?search=${run}`);
    await tile(page).focus();
    await page.keyboard.press('Delete');
    const ask = page.getByRole('alertdialog');
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => ask.innerText()).toContain('in use');
    // The post and its saved revision each name the file: both are listed, each a link to the post.
    await expect.poll(() => ask.getByRole('link', { name: `Post ${run}` }).count()).toBeGreaterThanOrEqual(1);
    expect(await accessibilityViolations(page, '[role="alertdialog"]'), 'delete dialog').toEqual([]);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await mediaRow()).toBeDefined();
    await context.close();
  });

  it('shows a reader (media.read alone) the files without upload, edit or delete, and names the keys they need', async () => {
    const reader = await staffAccount(app, { external: { dashboard: true }, media: { read: true } }, `mediareader${run}`, 'Media Reader');
    const { page, context } = await staff(undefined, reader.token);
    await open(page, `/dashboard/media?search=${run}`);
    await tile(page).waitFor();
    const notice = await page.locator('[data-view-only-notice]').first().innerText();
    for (const key of ['media.create', 'media.update', 'media.delete']) expect(notice).toContain(key);
    expect(await page.getByRole('button', { name: 'Upload files' }).count()).toBe(0);
    await tile(page).click();
    const panel = page.getByRole('dialog', { name: fileName });
    await panel.waitFor();
    expect(await panel.getByRole('button', { name: /^(Save|Delete)$/ }).count()).toBe(0);
    await context.close();
  });

  it('takes the screenshots of the grid, the list and the panel at 390 and 1366 px, light and dark, English and Turkish', async () => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1366]) {
      const { page, context } = await staff({ width, height: 900 });
      for (const [locale, at] of Object.entries({ en: '/dashboard/media', tr: '/tr/yonetim/medya' })) {
        // The dashboard speaks its user's language.
        await chooseDashboardLanguage(adminToken, locale === 'tr' ? 'tr' : null);
        for (const view of ['grid', 'list', 'panel'] as const) {
          await open(page, `${at}${view === 'list' ? '?view=list' : ''}`);
          await page.locator('[data-media-id], tbody tr').first().waitFor();
          if (view === 'panel') {
            await tiles(page).first().click();
            await page.getByRole('dialog').waitFor();
          }
          await settle(page);
          for (const theme of ['light', 'dark'] as const) {
            await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
            await page.waitForTimeout(400);
            await page.screenshot({ path: path.join(SHOTS, `media-${view}-${locale}-${width}-${theme}.png`), fullPage: view !== 'panel' });
          }
        }
      }
      await context.close();
    }
    await chooseDashboardLanguage(adminToken, null);
  });
});
