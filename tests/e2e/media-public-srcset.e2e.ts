import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
/** The three default languages this test reads the page in. */
type Locale = 'en' | 'sv' | 'tr';
import type { AppContext } from '@/server/context';
import type { MediaItem } from '@/shared/api/media';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { baseUrl, newVisitor, signedInVisitor, open } from './accounts/helpers';

/**
 * Issue 25's journey for images on public pages: an image uploaded to the library and used as a
 * blog post's header image is shown on the post's page and in the blog's listing in English,
 * Swedish and Turkish by one `<img>` with its WebP variants as `srcset`, `sizes`, its width and
 * height, the alt text of the page's language and the blurred placeholder behind it; the
 * library then refuses to delete it and names the post.
 */

const PREFIX: Record<Locale, string> = { en: '', sv: '/sv', tr: '/tr' };

interface ShownImage {
  src: string;
  currentSrc: string;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  alt: string | null;
  loading: string | null;
  decoding: string | null;
  background: string;
  naturalWidth: number;
}

/** What the page's `<img>` showing `key`'s variants says and loaded. */
async function shownImage(page: Page, variantKey: string): Promise<ShownImage> {
  const image = page.locator(`img[srcset*="${variantKey}"]`).first();
  await image.waitFor();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({
    src: element.getAttribute('src') ?? '',
    currentSrc: element.currentSrc,
    srcset: element.getAttribute('srcset'),
    sizes: element.getAttribute('sizes'),
    width: element.getAttribute('width'),
    height: element.getAttribute('height'),
    alt: element.getAttribute('alt'),
    loading: element.getAttribute('loading'),
    decoding: element.getAttribute('decoding'),
    background: element.style.backgroundImage,
    naturalWidth: element.naturalWidth,
  }));
}

describe('library images on public pages', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;
  const run = `srcset${Date.now().toString(36)}`;
  const alt: Record<Locale, string> = { en: `Harbour ${run}`, sv: `Hamn ${run}`, tr: `Liman ${run}` };
  let item: MediaItem;
  let postSlugs: Record<Locale, string>;
  let blogSlugs: Record<Locale, string>;

  const api = async <T>(path: string, init: { method?: string; json?: unknown; body?: FormData } = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.json || init.body ? 'POST' : 'GET'),
      headers: { cookie: `token=${adminToken}`, origin: baseUrl, 'x-language': 'en', ...(init.json ? { 'content-type': 'application/json' } : {}) },
      body: init.body ?? (init.json ? JSON.stringify(init.json) : undefined),
    });
    return { status: response.status, body: (await response.json()) as { data: T } };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(admin.id)).token;

    // A 2400 × 1350 photo as a camera writes it: variants at 640, 1280 and 1920 px.
    const photo = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: { r: 30, g: 90, b: Date.now() % 255 } } })
      .jpeg({ quality: 80 }).withExif({ IFD0: { Make: 'E2E Camera' } }).toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(photo)], `${run}.jpg`, { type: 'image/jpeg' }));
    const uploaded = await api<{ files: { item: MediaItem }[] }>('/api/dashboard/media', { body: form });
    expect(uploaded.status).toBe(201);
    item = uploaded.body.data.files[0].item;
    expect(item.variants.filter((variant) => variant.mime === 'image/webp').map((variant) => variant.width)).toEqual([640, 1280, 1920]);
    const described = await api(`/api/dashboard/media/${item.id}`, { method: 'PATCH', json: { alt } });
    expect(described.status).toBe(200);

    postSlugs = { en: `post-${run}`, sv: `inlagg-${run}`, tr: `yazi-${run}` };
    const created = await api('/api/dashboard/modules/blog/contents', {
      json: {
        title: { en: `Post ${run}`, sv: `Inlägg ${run}`, tr: `Yazı ${run}` }, slug: postSlugs, header_image: item.url,
        content: { summary: { en: 'Summary', sv: 'Sammanfattning', tr: 'Özet' }, body: { en: '<p>Body</p>', sv: '<p>Text</p>', tr: '<p>Metin</p>' } },
        status: 'published',
      },
    });
    expect(created.status).toBe(201);
    const blog = await app.handle.db.selectFrom('modules').select(['slug', 'slugs']).where('key', '=', 'blog').executeTakeFirstOrThrow();
    const slugs = app.handle.json.read<Partial<Record<Locale, string>>>(blog.slugs) ?? {};
    blogSlugs = { en: blog.slug, sv: slugs.sv || blog.slug, tr: slugs.tr || blog.slug };
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  it.each(['en', 'sv', 'tr'] as const)('shows the post\'s header image with srcset, sizes, its size, the %s alt text and the placeholder', async (locale) => {
    const webp = item.variants.filter((variant) => variant.mime === 'image/webp');
    const { page, context } = await newVisitor(browser);
    await open(page, `${PREFIX[locale]}/${blogSlugs[locale]}/${postSlugs[locale]}`);
    const shown = await shownImage(page, webp[0].key);
    expect(shown.srcset).toBe(webp.map((variant) => `/api/uploads/${variant.key} ${variant.width}w`).join(', '));
    expect(shown.src).toBe(`/api/uploads/${webp.find((variant) => variant.width === 1280)!.key}`);
    expect(shown.sizes).toBeTruthy();
    expect([shown.width, shown.height]).toEqual(['2400', '1350']);
    expect(shown.alt).toBe(alt[locale]);
    // The header image is the first above the fold: loaded at once.
    expect(shown.loading).toBe('eager');
    expect(shown.decoding).toBe('async');
    expect(shown.background).toMatch(/^url\("data:image\/webp;base64,/);
    // The browser chose one of the variants, never the original.
    expect(webp.map((variant) => `${baseUrl}/api/uploads/${variant.key}`)).toContain(shown.currentSrc);

    // The blog's listing shows the same image on the post's card.
    await open(page, `${PREFIX[locale]}/${blogSlugs[locale]}`);
    const card = await shownImage(page, webp[0].key);
    expect(card.alt).toBe(alt[locale]);
    expect([card.width, card.height]).toEqual(['2400', '1350']);
    await context.close();
  });

  it('names the post when the image is to be deleted in the library', async () => {
    const visitor = await signedInVisitor(browser, adminToken, { width: 1366, height: 900 });
    const { page, context } = visitor;
    await open(page, `/dashboard/media?search=${run}`);
    const tile = page.locator('[role="option"][data-media-id]').filter({ hasText: run });
    await tile.focus();
    await page.keyboard.press('Delete');
    const ask = page.getByRole('alertdialog');
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => ask.innerText()).toContain('in use');
    await expect.poll(() => ask.getByRole('link', { name: `Post ${run}` }).count()).toBeGreaterThanOrEqual(1);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await app.handle.db.selectFrom('media').select('id').where('id', '=', item.id).executeTakeFirst()).toBeDefined();
    await context.close();
  });
});
