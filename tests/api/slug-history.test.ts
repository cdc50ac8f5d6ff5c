import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestContext } from '../helpers/accounts';
import { dashboardContent } from '../helpers/dashboard-content';
import { startPublicPages, type PublicPages } from '../helpers/public-pages';
import { openAsAdmin } from '../helpers/signed-in';
import type { TestContext } from '../helpers/test-context';

let t: TestContext;
let pages: PublicPages;
let api: ReturnType<typeof dashboardContent>;
beforeAll(async () => {
  const fixture = await openAsAdmin(createAuthTestContext);
  t = fixture.t;
  api = dashboardContent(t, fixture.adminToken);
  pages = await startPublicPages(t.ctx);
});
afterAll(async () => {
  await pages?.close();
  await t.close();
});

let counter = 0;
/** A slug no other test uses. */
const fresh = (word: string) => `${word}-${++counter}-${Math.random().toString(36).slice(2, 6)}`;

/** The answer's status and Location. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await pages.get(path, headers);
  return { status: res.status, location: res.headers.get('location') };
}

/** A `pages` item's required body. */
const PAGE_BODY = { body: { en: '<p>Text</p>' } };

const moved = (location: string) => ({ status: 301, location });

describe('slug history: old addresses redirect (301) to the current one in their locale', () => {
  it("sends an item's old address in each locale to its new one there, Turkish included", async () => {
    const mod = { en: fresh('news'), sv: fresh('nyheter'), tr: fresh('haberler') };
    const key = fresh('mod');
    await api.createModule(key, mod);
    const item = await api.createItem(key, { en: 'hello', sv: 'hej', tr: 'merhaba' });
    await api.updateItem(key, item.id, { slug: { en: 'hello-again', sv: 'hej-igen', tr: 'yine-merhaba' } });

    expect(await visit(`/${mod.en}/hello`)).toEqual(moved(`/${mod.en}/hello-again`));
    expect(await visit(`/sv/${mod.sv}/hej`)).toEqual(moved(`/sv/${mod.sv}/hej-igen`));
    expect(await visit(`/tr/${mod.tr}/merhaba`)).toEqual(moved(`/tr/${mod.tr}/yine-merhaba`));
    expect((await visit(`/${mod.en}/hello-again`)).status).toBe(200);
    expect((await visit(`/tr/${mod.tr}/yine-merhaba`)).status).toBe(200);
    // Another locale's old slug is not this locale's old address (Next's own language-switch redirect handles other locales' live slugs).
    expect((await visit(`/sv/${mod.sv}/hello`)).status).toBe(404);
  });

  it('records only the locales whose address changed', async () => {
    const key = fresh('mod');
    const slug = fresh('blog');
    await api.createModule(key, slug);
    const item = await api.createItem(key, { en: 'post', sv: 'inlagg' });
    await api.updateItem(key, item.id, { slug: { en: 'post', sv: 'nytt-inlagg' } });
    expect(await visit(`/sv/${slug}/inlagg`)).toEqual(moved(`/sv/${slug}/nytt-inlagg`));
    expect((await visit(`/${slug}/post`)).status).toBe(200);
    const rows = await t.ctx.handle.db.selectFrom('content_slug_history').select(['locale', 'slug']).where('content_id', '=', item.id).execute();
    expect(rows).toEqual([{ locale: 'sv', slug: 'inlagg' }]);
  });

  it("sends a module's old listing address and its items' addresses under it to the new ones, in each locale", async () => {
    const key = fresh('mod');
    const before = { en: fresh('news'), sv: fresh('nyheter'), tr: fresh('haberler') };
    const after = { en: fresh('stories'), sv: fresh('berattelser'), tr: fresh('hikayeler') };
    await api.createModule(key, before);
    const item = await api.createItem(key, { en: 'first', tr: 'ilk' });
    await api.renameModule(key, after);

    expect(await visit(`/${before.en}`)).toEqual(moved(`/${after.en}`));
    expect(await visit(`/sv/${before.sv}`)).toEqual(moved(`/sv/${after.sv}`));
    expect(await visit(`/tr/${before.tr}`)).toEqual(moved(`/tr/${after.tr}`));
    expect(await visit(`/${before.en}/first`)).toEqual(moved(`/${after.en}/first`));
    expect(await visit(`/tr/${before.tr}/ilk`)).toEqual(moved(`/tr/${after.tr}/ilk`));
    // Both the module's and the item's slugs old at once.
    await api.updateItem(key, item.id, { slug: { en: 'premier', tr: 'birinci' } });
    expect(await visit(`/${before.en}/first`)).toEqual(moved(`/${after.en}/premier`));
    expect(await visit(`/tr/${before.tr}/ilk`)).toEqual(moved(`/tr/${after.tr}/birinci`));
    // A listing's query goes along.
    expect(await visit(`/${before.en}?page=2`)).toEqual(moved(`/${after.en}?page=2`));
    // Nothing by that slug under the old address: no redirect.
    expect((await visit(`/${before.en}/no-such-item`)).status).toBe(404);
  });

  it('sends every old slug of a chain of renames straight to the newest (no chains)', async () => {
    const key = fresh('mod');
    const mod = fresh('chain');
    await api.createModule(key, mod);
    const item = await api.createItem(key, 'a-slug');
    await api.updateItem(key, item.id, { slug: 'b-slug' });
    await api.updateItem(key, item.id, { slug: 'c-slug' });
    expect(await visit(`/${mod}/a-slug`)).toEqual(moved(`/${mod}/c-slug`));
    expect(await visit(`/${mod}/b-slug`)).toEqual(moved(`/${mod}/c-slug`));

    const second = fresh('chain');
    const third = fresh('chain');
    await api.renameModule(key, second);
    await api.renameModule(key, third);
    expect(await visit(`/${mod}`)).toEqual(moved(`/${third}`));
    expect(await visit(`/${second}/a-slug`)).toEqual(moved(`/${third}/c-slug`));
    // Back to an old slug: that address is live again, and the one it left redirects.
    await api.updateItem(key, item.id, { slug: 'a-slug' });
    expect((await visit(`/${third}/a-slug`)).status).toBe(200);
    expect(await visit(`/${third}/c-slug`)).toEqual(moved(`/${third}/a-slug`));
  });

  it('lets a live item or module that takes an old slug win over the history', async () => {
    const key = fresh('mod');
    const mod = fresh('reuse');
    await api.createModule(key, mod);
    const first = await api.createItem(key, 'taken');
    await api.updateItem(key, first.id, { slug: 'moved-on' });
    expect(await visit(`/${mod}/taken`)).toEqual(moved(`/${mod}/moved-on`));
    const second = await api.createItem(key, 'taken');
    expect((await visit(`/${mod}/taken`)).status).toBe(200);
    const { id: moduleId } = await api.getModule(key);
    expect(await t.ctx.handle.db.selectFrom('content_slug_history').select('content_id').where('module_id', '=', moduleId).where('slug', '=', 'taken').execute()).toEqual([]);
    // Even as a draft: its address is its own, a 404 to the public, never the other item's.
    await api.updateItem(key, second.id, { status: 'draft' });
    expect((await visit(`/${mod}/taken`)).status).toBe(404);

    const otherKey = fresh('mod');
    const old = fresh('listing');
    await api.renameModule(key, old);
    await api.renameModule(key, fresh('listing'));
    expect((await visit(`/${old}`)).status).toBe(301);
    await api.createModule(otherKey, old);
    expect((await visit(`/${old}`)).status).toBe(200);
  });

  it('keeps an old address a 404 while its item is unpublished, and for good once it is deleted', async () => {
    const key = fresh('mod');
    const mod = fresh('gone');
    await api.createModule(key, mod);
    const item = await api.createItem(key, 'old-one');
    await api.updateItem(key, item.id, { slug: 'new-one', status: 'draft' });
    expect((await visit(`/${mod}/old-one`)).status).toBe(404);
    await api.bulk(key, 'publish', [item.id]);
    expect(await visit(`/${mod}/old-one`)).toEqual(moved(`/${mod}/new-one`));
    await api.bulk(key, 'unpublish', [item.id]);
    expect((await visit(`/${mod}/old-one`)).status).toBe(404);
    await api.removeItem(key, item.id);
    expect((await visit(`/${mod}/old-one`)).status).toBe(404);
    expect(await t.ctx.handle.db.selectFrom('content_slug_history').select('slug').where('content_id', '=', item.id).execute()).toEqual([]);

    const bulkGone = await api.createItem(key, 'bulk-old');
    await api.updateItem(key, bulkGone.id, { slug: 'bulk-new' });
    await api.bulk(key, 'delete', [bulkGone.id]);
    expect((await visit(`/${mod}/bulk-old`)).status).toBe(404);
  });

  it("removes a deleted module's history with it", async () => {
    const key = fresh('mod');
    const old = fresh('doomed');
    await api.createModule(key, old);
    const item = await api.createItem(key, 'inside');
    await api.updateItem(key, item.id, { slug: 'inside-now' });
    const { id } = await api.renameModule(key, fresh('doomed'));
    expect((await visit(`/${old}`)).status).toBe(301);
    await api.removeModule(key);
    expect((await visit(`/${old}`)).status).toBe(404);
    expect((await visit(`/${old}/inside`)).status).toBe(404);
    const { db } = t.ctx.handle;
    expect(await db.selectFrom('module_slug_history').select('slug').where('module_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('content_slug_history').select('slug').where('module_id', '=', id).execute()).toEqual([]);
  });

  it("sends a `pages` item's old address (`/{slug}`) to its new one, Turkish included", async () => {
    const en = fresh('old-page');
    const tr = fresh('eski-sayfa');
    const item = await api.createItem('pages', { en, tr }, 'published', PAGE_BODY);
    const next = { en: fresh('new-page'), tr: fresh('yeni-sayfa') };
    await api.updateItem('pages', item.id, { slug: next });
    expect(await visit(`/${en}`)).toEqual(moved(`/${next.en}`));
    expect(await visit(`/tr/${tr}`)).toEqual(moved(`/tr/${next.tr}`));
    expect(await visit(`/sv/${en}`)).toEqual(moved(`/sv/${next.en}`));
    // A module that takes the old address wins over the item's history.
    await api.createModule(fresh('mod'), en);
    expect((await visit(`/${en}`)).status).toBe(200);
  });

  it("answers the client router's RSC requests with the 301 and its cache-buster, so following it renders the new address", async () => {
    const key = fresh('mod');
    const mod = fresh('rsc');
    await api.createModule(key, mod);
    const item = await api.createItem(key, 'before');
    await api.updateItem(key, item.id, { slug: 'after' });
    const flight = { rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }])) };
    expect(await visit(`/${mod}/before?_rsc=abc12`, flight)).toEqual(moved(`/${mod}/after?_rsc=abc12`));
    const prefetch = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' };
    expect(await visit(`/sv/${mod}/before?_rsc=x9`, prefetch)).toEqual(moved(`/sv/${mod}/after?_rsc=x9`));
    // The browser follows it with the same headers: the answer is the new address's.
    const followed = await fetch(`${pages.origin}/${mod}/before?_rsc=abc12`, { headers: flight });
    expect(followed.redirected).toBe(true);
    expect(new URL(followed.url).pathname).toBe(`/${mod}/after`);
    expect(followed.status).toBe(200);
  });

  it('leaves fixed routes, files and live addresses to Next', async () => {
    expect((await visit('/about')).status).toBe(200);
    expect((await visit('/tr/hakkimizda')).status).toBe(200);
    expect((await visit('/no-such-thing')).status).toBe(404);
    expect((await visit('/no-such/thing')).status).toBe(404);
  });
});
