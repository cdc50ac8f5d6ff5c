import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import type { ListResult } from '@/shared/api/list';
import type { MenuDetail, MenuItemInput, MenuLink, MenuListItem } from '@/shared/api/menus';
import type { PublicBundle } from '@/shared/types';
import { openAsAdmin } from '../../helpers/signed-in';
import type { TestContext } from '../../helpers/test-context';
import { auditRows } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  ({ t, adminToken: admin } = await openAsAdmin());
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const page = (id: string, extra: Partial<MenuItemInput> = {}): MenuItemInput => ({ id, label: { en: `Item ${id}` }, type: 'page', page: 'about', ...extra });

async function createMenu(json: Record<string, unknown>) {
  const { res, body } = await t.callJson<MenuDetail>('/api/dashboard/menus', { token: admin, json });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return { res, body, menu: body.data! };
}
async function getMenu(key: string, language = 'en') {
  const { res, body } = await t.callJson<MenuDetail>(`/api/dashboard/menus/${key}`, { token: admin, headers: { 'x-language': language } });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data!;
}
/** The GET answer sent back to its PUT with `changes`. */
async function save(key: string, changes: Record<string, unknown> = {}, token = admin) {
  const { targets: _targets, ...menu } = await getMenu(key);
  return t.callJson<MenuDetail>(`/api/dashboard/menus/${key}`, { method: 'PUT', token, json: { ...menu, ...changes } });
}
async function list(query: string) {
  const { res, body } = await t.callJson<ListResult<MenuListItem>>(`/api/dashboard/menus?${query}`, { token: admin });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data!;
}
async function publicMenus(language = 'en') {
  const { body } = await t.callJson<PublicBundle>('/api/settings', { headers: { 'x-language': language } });
  return body.data!.menus;
}
const contentId = async (moduleKey: string, slug: string) =>
  (await t.ctx.handle.db.selectFrom('module_contents').innerJoin('modules', 'modules.id', 'module_contents.module_id')
    .select('module_contents.id').where('modules.key', '=', moduleKey).where('module_contents.slug', '=', slug).executeTakeFirstOrThrow()).id;

describe('/api/dashboard/menus', () => {
  it('lists the seeded menus with their item counts, searches key and name, sorts by the declared columns', async () => {
    const all = await list('sort=key&order=asc');
    expect(all.items.map((menu) => [menu.key, menu.item_count, menu.areas])).toEqual([['footer', 6, ['footer']], ['header', 6, ['header']]]);
    expect(all.items[0]).not.toHaveProperty('items');

    const tag = unique();
    await createMenu({ key: `${tag}-deep`, name: `Deep ${tag}`, items: [page('a', { children: [page('b', { children: [page('c')] })] }), page('d')] });
    await createMenu({ key: `${tag}-flat`, name: `Flat ${tag}`, items: [page('a')] });
    expect((await list(`search=DEEP ${tag}`)).items.map((menu) => menu.key)).toEqual([`${tag}-deep`]);
    expect((await list(`search=${tag}-fl`)).items.map((menu) => menu.key)).toEqual([`${tag}-flat`]);
    const byCount = await list(`search=${tag}&sort=item_count&order=desc`);
    expect(byCount.items.map((menu) => [menu.key, menu.item_count])).toEqual([[`${tag}-deep`, 4], [`${tag}-flat`, 1]]);
    expect((await list(`search=${tag}&sort=item_count&order=asc`)).items.map((menu) => menu.key)).toEqual([`${tag}-flat`, `${tag}-deep`]);
    expect((await t.callJson('/api/dashboard/menus?sort=items', { token: admin })).res.status).toBe(422);
  });

  it('reads one menu by key with where each target stands, titles in the request language', async () => {
    const header = await getMenu('header', 'sv');
    expect(header.targets.blog).toEqual({ state: 'ok', title: 'Blogg' });
    expect(header.targets).not.toHaveProperty('home');
    const footer = await getMenu('footer');
    expect(footer.targets.privacy).toMatchObject({ state: 'ok' });
    expect(footer.items.find((item) => item.id === 'privacy')).toMatchObject({ type: 'detail_page', module: 'pages', content_id: await contentId('pages', 'privacy') });
  });

  it('answers an unknown key with the menu 404 in the request language, on every method', async () => {
    for (const [method, json] of [['GET', undefined], ['PUT', { name: 'X', areas: [], items: [], version: 1 }], ['DELETE', undefined]] as const) {
      const { res, body } = await t.callJson(`/api/dashboard/menus/does-not-exist`, { method, json, token: admin, headers: { 'x-language': 'sv' } });
      expect(res.status).toBe(404);
      expect(body.message).toBe(sv.api.menu_not_found);
    }
  });

  it('creates (201, reload_store, audit row), saves the GET answer back as it is, and counts versions', async () => {
    const key = `m-${unique()}`;
    const { body, menu } = await createMenu({ key, name: 'Links', items: [page('one', { label: { en: 'One', sv: 'Ett', tr: 'Bir' } })] });
    expect(body).toMatchObject({ status: true, message: en.api.menu_created, reload_store: true });
    expect(menu).toMatchObject({ key, name: 'Links', areas: [], item_count: 1, version: 1, targets: {} });
    expect(menu.items[0]).toEqual({ id: 'one', label: { en: 'One', sv: 'Ett', tr: 'Bir' }, type: 'page', page: 'about', open_new_page: false, visibility: 'anyone' });

    const saved = await save(key, { name: 'Renamed', items: [...menu.items, page('two', { type: 'direct_link', page: undefined, url: 'https://example.com/x', open_new_page: true })] });
    expect(saved.res.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ message: en.api.menu_updated, reload_store: true, data: { name: 'Renamed', version: 2, item_count: 2 } });
    expect((await getMenu(key)).items.map((item) => item.id)).toEqual(['one', 'two']);
    expect((await auditRows(t, 'menus', menu.id)).map((row) => row.action)).toEqual(['create', 'update']);

    const taken = await t.callJson('/api/dashboard/menus', { token: admin, json: { key, name: 'Again' } });
    expect(taken.res.status).toBe(409);
    expect(taken.body.data).toEqual({ _errors: [], key: { _errors: [en.validation.menu_key_taken] } });
    for (const reserved of ['add', 'links']) {
      expect((await t.callJson('/api/dashboard/menus', { token: admin, json: { key: reserved, name: 'Reserved' } })).res.status).toBe(422);
    }
  });

  it('a stale version is a 409 carrying the menu as it now stands, and writes nothing', async () => {
    const key = `m-${unique()}`;
    const { menu } = await createMenu({ key, name: 'Stale', items: [page('a')] });
    const { targets: _targets, ...sent } = menu;
    expect((await t.callJson(`/api/dashboard/menus/${key}`, { method: 'PUT', token: admin, json: { ...sent, name: 'First' } })).res.status).toBe(200);
    const stale = await t.callJson<{ current: MenuDetail }>(`/api/dashboard/menus/${key}`, { method: 'PUT', token: admin, json: { ...sent, name: 'Second', items: [] } });
    expect(stale.res.status).toBe(409);
    expect(stale.body.message).toBe(en.api.stale_version);
    expect(stale.body.data!.current).toMatchObject({ key, name: 'First', version: 2, items: [{ id: 'a' }], targets: {} });
    expect(await getMenu(key)).toMatchObject({ name: 'First', version: 2, item_count: 1 });
  });

  it('places a menu in an area by taking it from the menu that filled it, in one write; the public layout follows in every locale', async () => {
    const key = `m-${unique()}`;
    const before = await getMenu('header');
    const { menu } = await createMenu({ key, name: 'New header', areas: ['header'], items: [page('x', { label: { en: 'Only here', sv: 'Bara här', tr: 'Sadece burada' } })] });
    const header = await getMenu('header');
    expect(header).toMatchObject({ areas: [], version: before.version + 1 });
    expect((await auditRows(t, 'menus', header.id)).at(-1)).toMatchObject({ action: 'update', changes: JSON.stringify(['areas']) });
    for (const [language, label] of [['en', 'Only here'], ['sv', 'Bara här'], ['tr', 'Sadece burada']]) {
      const inHeader = (await publicMenus(language)).filter((shown) => shown.areas.includes('header'));
      expect(inHeader.map((shown) => [shown.key, shown.items.map((item) => item.label)])).toEqual([[key, [label]]]);
    }

    // Deleting it frees the area: no menu fills it until another takes it.
    const deleted = await t.callJson(`/api/dashboard/menus/${key}`, { method: 'DELETE', token: admin });
    expect(deleted.res.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: en.api.menu_deleted, reload_store: true });
    expect((await t.callJson(`/api/dashboard/menus/${key}`, { token: admin })).res.status).toBe(404);
    expect((await publicMenus()).some((shown) => shown.key === key || shown.areas.includes('header'))).toBe(false);
    expect((await auditRows(t, 'menus', menu.id)).map((row) => row.action)).toEqual(['create', 'delete']);
    expect((await save('header', { areas: ['header'] })).res.status).toBe(200);
    expect((await publicMenus()).find((shown) => shown.areas.includes('header'))?.key).toBe('header');
  });

  it('flags targets that are unpublished or deleted, and a menu linking to a deleted module stays readable and savable', async () => {
    const moduleKey = `gone-${unique()}`;
    const created = await t.callJson('/api/dashboard/modules', { token: admin, json: { key: moduleKey, type: 'content', name: { en: 'Gone soon' }, slug: moduleKey, fields: [] } });
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);
    const post = async (status: string) => {
      const { res, body } = await t.callJson<{ id: number }>(`/api/dashboard/modules/${moduleKey}/contents`, {
        token: admin, json: { title: { en: `Post ${status}`, sv: `Inlägg ${status}` }, slug: `p-${unique()}`, header: null, header_image: null, status, content: {} },
      });
      expect(res.status, JSON.stringify(body)).toBe(201);
      return body.data!.id;
    };
    const [published, draft] = [await post('published'), await post('draft')];
    const key = `m-${unique()}`;
    await createMenu({
      key, name: 'Targets', items: [
        { id: 'rel', label: { en: 'Rel' }, type: 'relation', relation_id: published },
        { id: 'draft', label: { en: 'Draft' }, type: 'detail_page', module: moduleKey, content_id: draft },
        { id: 'list', label: { en: 'List' }, type: 'list_page', module: moduleKey },
        { id: 'faq', label: { en: 'FAQ' }, type: 'list_page', module: 'faq' },
      ],
    });
    expect((await getMenu(key, 'sv')).targets).toEqual({
      rel: { state: 'ok', title: 'Inlägg published' },
      draft: { state: 'unpublished', title: 'Inlägg draft' },
      list: { state: 'ok', title: 'Gone soon' },
      faq: { state: 'ok', title: expect.any(String) },
    });

    const removed = await t.callJson(`/api/dashboard/modules/${moduleKey}`, { method: 'DELETE', token: admin });
    expect(removed.res.status, JSON.stringify(removed.body)).toBe(200);
    const after = await getMenu(key);
    expect(after.targets).toMatchObject({ rel: { state: 'deleted', title: null }, draft: { state: 'deleted' }, list: { state: 'deleted' }, faq: { state: 'ok' } });
    // Its items keep their targets and the menu saves; a new item naming the gone module is refused.
    expect((await save(key, { name: 'Still here' })).res.status).toBe(200);
    const refused = await save(key, { items: [...after.items, { id: 'new', label: { en: 'New' }, type: 'list_page', module: moduleKey, open_new_page: false, visibility: 'anyone' }] });
    expect(refused.res.status).toBe(422);
    expect(refused.body.data).toMatchObject({ items: { 4: { module: { _errors: [en.validation.menu_target_missing] } } } });
  });

  it('lists the items linking to a module or a content item for their editors', async () => {
    const privacy = await contentId('pages', 'privacy');
    const byContent = await t.callJson<MenuLink[]>(`/api/dashboard/menus/links?content=${privacy}`, { token: admin, headers: { 'x-language': 'sv' } });
    expect(byContent.res.status).toBe(200);
    expect(byContent.body.data).toEqual([{ menu_key: 'footer', menu_name: 'Footer', item_id: 'privacy', label: 'Integritetspolicy' }]);
    const byModule = await t.callJson<MenuLink[]>('/api/dashboard/menus/links?module=blog', { token: admin, headers: { 'x-language': 'en' } });
    expect(byModule.body.data).toEqual([{ menu_key: 'header', menu_name: 'Header', item_id: 'blog', label: 'Blog' }]);
    expect((await t.callJson<MenuLink[]>('/api/dashboard/menus/links?module=nothing', { token: admin })).body.data).toEqual([]);
    for (const query of ['', '?module=blog&content=1', '?content=abc']) {
      const bad = await t.callJson(`/api/dashboard/menus/links${query}`, { token: admin });
      expect(bad.res.status, query).toBe(422);
    }
  });

  it('records the library files its direct links name, and forgets them when the menu goes', async () => {
    const fileKey = `${'a'.repeat(32)}.png`;
    const key = `m-${unique()}`;
    const { menu } = await createMenu({ key, name: 'Files', items: [{ id: 'doc', label: { en: 'Doc' }, type: 'direct_link', url: `/api/uploads/${fileKey}` }] });
    const usages = () => t.ctx.handle.db.selectFrom('media_usages').select(['media_key', 'place']).where('owner_kind', '=', 'menu').where('owner_id', '=', String(menu.id)).execute();
    expect(await usages()).toEqual([{ media_key: fileKey, place: 'items.doc.url' }]);
    expect((await save(key, { items: [page('other')] })).res.status).toBe(200);
    expect(await usages()).toEqual([]);
    expect((await save(key, { items: [{ id: 'doc', label: { en: 'Doc' }, type: 'direct_link', url: `/api/uploads/${fileKey}`, open_new_page: false, visibility: 'anyone' }] })).res.status).toBe(200);
    expect(await t.callJson(`/api/dashboard/menus/${key}`, { method: 'DELETE', token: admin })).toMatchObject({ res: { status: 200 } });
    expect(await usages()).toEqual([]);
  });
});
