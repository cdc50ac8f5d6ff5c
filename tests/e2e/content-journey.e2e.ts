import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { baseUrl, newVisitor, signedInVisitor, open, settle, type Visitor } from './accounts/helpers';

type Locale = 'en' | 'sv' | 'tr';
const LOCALES: Locale[] = ['en', 'sv', 'tr'];
/** The builder names languages in the dashboard's language, the editor's tabs in their own. */
const BUILDER_LANGUAGE: Record<Locale, string> = { en: 'English', sv: 'Svenska', tr: 'Türkçe' };
const TAB: Record<Locale, RegExp> = { en: /^English/, sv: /^Svenska/, tr: /^Türkçe/ };
/** The site's language menu: its button in each locale, and each language's item. */
/** The language button's name: the menu's label, then the code it shows. */
const MENU: Record<Locale, string> = { en: 'Language EN', sv: 'Språk SV', tr: 'Dil TR' };
const ITEM: Record<Locale, string> = { en: 'English', sv: 'Svenska', tr: 'Türkçe' };

const cards = (page: Page) => page.locator('[data-field-card]');
const localized = (scope: Locator | Page, group: string, locale: Locale) =>
  scope.getByRole('group', { name: group, exact: true }).getByLabel(BUILDER_LANGUAGE[locale], { exact: true }).first();
const anonymous = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });
/** Where a page's `<link rel="alternate" hreflang>` point, as paths. */
const alternates = (page: Page) => page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
  Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), new URL((link as HTMLLinkElement).href).pathname])));

/** Opens the site's language menu (again, if a first click landed before hydration) and picks a language. */
async function switchLanguage(page: Page, from: Locale, to: Locale) {
  await settle(page);
  const item = page.getByRole('menuitem', { name: ITEM[to] });
  for (let attempt = 0; attempt < 3 && !(await item.isVisible()); attempt++) {
    await page.getByRole('banner').getByRole('button', { name: MENU[from], exact: true }).click();
    await item.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
  }
  await item.click();
}

describe('journey: a module built, filled in three languages, published and seen', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;
  const run = Date.now().toString(36);
  const name = { en: `Journeys ${run}`, sv: `Resor ${run}`, tr: `Yolculuklar ${run}` };
  const key = `journeys-${run}`;
  const moduleSlug = { en: key, sv: `resor-${run}`, tr: key };
  const title = { en: `Northern lights ${run}`, sv: `Norrsken ${run}`, tr: `Kuzey ışıkları ${run}` };
  const slug = { en: `northern-lights-${run}`, sv: `norrsken-${run}`, tr: `kuzey-isiklari-${run}` };
  const subtitle = { en: 'Seen from the far north', sv: 'Sett från långt norrut', tr: 'Uzak kuzeyden görüldü' };
  const paths: Record<Locale, string> = {
    en: `/${moduleSlug.en}/${slug.en}`,
    sv: `/sv/${moduleSlug.sv}/${slug.sv}`,
    tr: `/tr/${moduleSlug.tr}/${slug.tr}`,
  };
  const listings: Record<Locale, string> = { en: `/${moduleSlug.en}`, sv: `/sv/${moduleSlug.sv}`, tr: `/tr/${moduleSlug.tr}` };
  const screenshots = process.env.E2E_SCREENSHOTS_DIR;
  /** The uploaded cover's address, as the item stores it. */
  let coverUrl = '';

  async function admin(viewport?: { width: number; height: number }): Promise<Visitor> {
    return signedInVisitor(browser, adminToken, viewport);
  }

  async function adminApi<T>(method: string, path: string): Promise<{ status: number; data: T }> {
    const response = await fetch(`${baseUrl}${path}`, { method, headers: { cookie: `token=${adminToken}`, origin: baseUrl, 'x-language': 'en' } });
    return { status: response.status, data: ((await response.json()) as { data: T }).data };
  }

  /** Adds a field at the end of the list (or of the group's sub-fields, with `within`): English label, then type. */
  async function addField(page: Page, label: string, type: string, within?: Locator): Promise<Locator> {
    await (within ?? page).getByRole('button', { name: within ? 'Add sub-field' : 'Add field', exact: true }).click();
    const card = cards(page).last();
    await localized(card, 'Label', 'en').fill(label);
    await card.getByLabel('Type', { exact: true }).first().selectOption(type);
    return card;
  }

  /** Both widths, when the run asks for screenshots (E2E_SCREENSHOTS_DIR). */
  async function capture(path: string, file: string) {
    if (!screenshots) return;
    for (const width of [360, 1280]) {
      const { context, page } = await admin({ width, height: 900 });
      await open(page, path);
      await page.screenshot({ path: `${screenshots}/${file}-${width}.png`, fullPage: true });
      await context.close();
    }
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const found = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(found.id)).token;
  });

  afterAll(async () => {
    // The server is shared by every e2e file: the module and its items go, whatever happened.
    if (adminToken && (await adminApi('GET', `/api/dashboard/modules/${key}`)).status === 200) {
      expect((await adminApi('DELETE', `/api/dashboard/modules/${key}`)).status).toBe(200);
    }
    await app?.close();
    await browser?.close();
  });

  it('builds the module in the builder', async () => {
    const { context, page } = await admin();
    await open(page, '/dashboard/modules/add');
    for (const locale of LOCALES) await localized(page, 'Name', locale).fill(name[locale]);
    expect(await page.getByLabel('Key', { exact: true }).inputValue()).toBe(key);
    expect(await localized(page, 'Slug (address)', 'en').inputValue()).toBe(moduleSlug.en);
    await localized(page, 'Slug (address)', 'sv').fill(moduleSlug.sv);

    await page.getByRole('button', { name: /^Icon/ }).click();
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('telescope');
    await page.getByRole('button', { name: 'telescope', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Icon/ }).innerText()).toContain('telescope');

    const subtitleCard = await addField(page, 'Subtitle', 'multilang_text');
    await subtitleCard.getByLabel('Show as a column').check();
    await subtitleCard.getByLabel('Searchable').check();
    const rank = await addField(page, 'Rank', 'number');
    await rank.getByLabel('Sortable').check();
    await addField(page, 'Body', 'editor');
    const level = await addField(page, 'Level', 'selection');
    const options = level.getByRole('group', { name: 'Options' });
    await options.getByLabel('Value', { exact: true }).first().fill('easy');
    await options.getByRole('group', { name: 'Label' }).first().getByLabel('English', { exact: true }).fill('Easy');
    await level.getByRole('button', { name: 'Add option' }).click();
    await options.getByLabel('Value', { exact: true }).nth(1).fill('hard');
    await options.getByRole('group', { name: 'Label' }).nth(1).getByLabel('English', { exact: true }).fill('Hard');
    await addField(page, 'Cover', 'image');
    const related = await addField(page, 'Related', 'relation');
    await related.getByLabel('Items of module').selectOption('blog');
    await addField(page, 'Links', 'group');
    // The last card changes as sub-fields come: the group is found by its key.
    const links = page.locator('[data-field-card][data-field-key="links"]');
    await addField(page, 'Link text', 'text', links);
    await addField(page, 'Address', 'url', links);

    await page.getByRole('button', { name: 'Create module' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/modules/${key}`);

    const saved = await adminApi<{ name: Record<string, string>; slug: Record<string, string>; icon: string; fields: {
      key: string; type: string; table?: Record<string, boolean>; options?: { value: string }[]; relation?: unknown; fields?: { key: string; type: string }[];
    }[] }>('GET', `/api/dashboard/modules/${key}`);
    expect(saved.data.name).toMatchObject(name);
    expect(saved.data.slug).toMatchObject({ en: moduleSlug.en, sv: moduleSlug.sv });
    expect(saved.data.icon).toBe('lucide:telescope');
    const fields = Object.fromEntries(saved.data.fields.map((field) => [field.key, field]));
    expect(saved.data.fields.map((field) => `${field.key}:${field.type}`)).toEqual([
      'subtitle:multilang_text', 'rank:number', 'body:editor', 'level:selection', 'cover:image', 'related:relation', 'links:group',
    ]);
    expect(fields.subtitle!.table).toMatchObject({ visible: true, searchable: true });
    expect(fields.rank!.table).toMatchObject({ sortable: true });
    expect(fields.level!.options!.map((option) => option.value)).toEqual(['easy', 'hard']);
    expect(fields.related!.relation).toMatchObject({ module: 'blog' });
    expect(fields.links!.fields!.map((field) => `${field.key}:${field.type}`)).toEqual(['link_text:text', 'address:url']);
    await context.close();
  });

  it('writes an item in three languages, keeps the draft private and publishes it', async () => {
    const { context, page } = await admin();
    // The sidebar lists the new module under its name and opens its contents.
    await open(page, '/dashboard');
    await page.locator('nav:visible').getByRole('link', { name: name.en, exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/dashboard/${key}`);
    await settle(page);
    await page.getByRole('link', { name: 'New item' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/${key}/add`);
    await settle(page);

    for (const locale of LOCALES) {
      await page.getByRole('tab', { name: TAB[locale] }).click();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title[locale]);
      await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(slug[locale]);
      await page.getByRole('textbox', { name: 'Subtitle', exact: true }).fill(subtitle[locale]);
    }
    await page.getByRole('tab', { name: TAB.en }).click();
    await page.getByRole('spinbutton', { name: 'Rank', exact: true }).fill('7');
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('Colours over the ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('frozen lake');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' at night.');
    await page.getByLabel('Level', { exact: true }).selectOption('hard');

    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#1e6091' } }).png().toBuffer();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('#field-cover-choose').click()]);
    await chooser.setFiles({ name: `aurora-${run}.png`, mimeType: 'image/png', buffer: png });

    await page.getByLabel('Related').click();
    await page.getByPlaceholder('Search…').fill('Hello');
    await page.getByRole('option').filter({ hasText: 'Hello, world' }).first().click();
    await expect.poll(() => page.getByLabel('Related').innerText()).toContain('Hello, world');

    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('textbox', { name: 'Link text', exact: true }).fill('Forecast');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('https://example.org/aurora');
    // The upload has to finish before the item can hold its address.
    await expect.poll(() => page.locator('main img[src*="aurora"], main img[src*="/uploads/"]').count()).toBeGreaterThan(0);

    expect(await page.getByLabel('Status').inputValue()).toBe('draft');
    await page.getByRole('button', { name: 'Create item' }).click();
    await page.waitForURL(new RegExp(`/dashboard/${key}/\\d+$`));
    await settle(page);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const item = await adminApi<{ title: Record<string, string>; slug: Record<string, string>; status: string; content: Record<string, unknown> }>('GET', `/api/dashboard/modules/${key}/contents/${id}`);
    expect(item.data.title).toMatchObject(title);
    expect(item.data.slug).toMatchObject(slug);
    expect(item.data.content).toMatchObject({ subtitle, rank: 7, level: 'hard', links: [{ link_text: 'Forecast', address: 'https://example.org/aurora' }] });
    expect(String(item.data.content.body)).toContain('<strong>frozen lake</strong>');
    expect(typeof item.data.content.related).toBe('number');
    coverUrl = String(item.data.content.cover);
    const image = await fetch(new URL(coverUrl, baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/png');
    // The editor shows the saved cover, loaded.
    const preview = page.locator(`main img[src="${coverUrl}"]`).first();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // It was loaded afresh (a new page), and still goes by the name it was uploaded as, not its stored key.
    await expect.poll(() => page.locator('main').getByText(`aurora-${run}.png`, { exact: true }).count()).toBe(1);
    expect(await page.locator('main').getByText(coverUrl.split('/').pop()!).count()).toBe(0);

    for (const path of Object.values(paths)) expect((await anonymous(path)).status, path).toBe(404);

    await capture(`/dashboard/${key}/${id}`, 'editor');

    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await adminApi<{ status: string }>('GET', `/api/dashboard/modules/${key}/contents/${id}`)).data.status).toBe('published');
    await context.close();
  });

  it('shows the item at its own address in each locale, in the listings and the sitemap', async () => {
    const { context, page } = await newVisitor(browser);
    for (const locale of LOCALES) {
      await open(page, paths[locale]);
      expect(new URL(page.url()).pathname, paths[locale]).toBe(paths[locale]);
      const article = page.locator('article');
      expect(await article.locator('h1').innerText()).toBe(title[locale]);
      expect(await article.innerText()).toContain(subtitle[locale]);
      expect(await article.locator('strong').innerText()).toBe('frozen lake');
      expect(await article.innerText()).toContain('Colours over the frozen lake at night.');
      // The cover through the public image builder: its WebP variant (never wider than its 64 px), its size reserved.
      const cover = article.locator('img[width="64"][srcset]');
      expect(await cover.getAttribute('src')).toMatch(/^\/api\/uploads\/[^/]+\.webp$/);
      // Loaded (a srcset candidate's natural width is scaled by `sizes`, so only that it has one).
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The relation links to the published blog post; the group lists its row.
      if (locale === 'en') expect(await article.getByRole('link', { name: 'Hello, world' }).getAttribute('href')).toMatch(/^\/blog\/[^/]+$/);
      expect(await article.innerText()).toContain('Forecast');
      expect(await article.getByRole('link', { name: 'https://example.org/aurora' }).getAttribute('href')).toBe('https://example.org/aurora');
      expect(await alternates(page)).toMatchObject({ en: paths.en, sv: paths.sv, tr: paths.tr });

      await open(page, listings[locale]);
      expect(await page.getByRole('main').innerText()).toContain(title[locale]);
    }

    const sitemap = await (await anonymous('/sitemap.xml')).text();
    for (const locale of LOCALES) {
      expect(sitemap).toContain(`<loc>${baseUrl}${paths[locale]}</loc>`);
      expect(sitemap).toContain(`hreflang="${locale}" href="${baseUrl}${paths[locale]}"`);
    }

    await context.close();

    // The language menu keeps the path; the server sends it on to that locale's own slugs.
    // (A fresh visitor: the Turkish pages above left a language cookie that sends / to /tr.)
    const switcher = await newVisitor(browser);
    const fresh = switcher.page;
    await open(fresh, paths.en);
    expect(new URL(fresh.url()).pathname).toBe(paths.en);
    await switchLanguage(fresh, 'en', 'sv');
    await fresh.waitForURL(`${baseUrl}${paths.sv}`);
    await expect.poll(() => fresh.locator('article h1').innerText()).toBe(title.sv);
    await switchLanguage(fresh, 'sv', 'tr');
    await fresh.waitForURL(`${baseUrl}${paths.tr}`);
    await expect.poll(() => fresh.locator('article h1').innerText()).toBe(title.tr);
    await switcher.context.close();

    await capture(paths.en, 'public');
  });
});
