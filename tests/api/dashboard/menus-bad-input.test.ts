import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import { MENU_MAX_DEPTH, MENU_MAX_ITEMS, type MenuDetail, type MenuItemInput } from '@/shared/api/menus';
import { createTestContext, type TestContext } from '../../helpers/test-context';
import { openAsAdmin } from '../../helpers/signed-in';

/** Hostile and broken menus: each refused with a translated 422 (or 409) at its place, and nothing written. */
let t: TestContext;
let admin: string;
beforeAll(async () => {
  // A 1,000-item tree is some 150 kB: the production body limit (1 MiB), not the tests' small one.
  ({ t, adminToken: admin } = await openAsAdmin(() => createTestContext({ MAX_BODY_BYTES: String(1024 * 1024) })));
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const link = (id: string, url: string): MenuItemInput => ({ id, label: { en: id }, type: 'direct_link', url });
const page = (id: string, extra: Partial<MenuItemInput> = {}): MenuItemInput => ({ id, label: { en: id }, type: 'page', page: 'about', ...extra });

const post = (json: unknown) => t.callJson<MenuDetail>('/api/dashboard/menus', { token: admin, json });
const put = (key: string, json: unknown) => t.callJson<MenuDetail>(`/api/dashboard/menus/${key}`, { method: 'PUT', token: admin, json });
async function created(items: MenuItemInput[] = [], areas: string[] = []) {
  const key = `m-${unique()}`;
  const { res, body } = await post({ key, name: 'Menu', areas, items });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}
const stored = async (key: string) => (await t.callJson<MenuDetail>(`/api/dashboard/menus/${key}`, { token: admin })).body.data!;
const menuCount = async () => Number((await t.ctx.handle.db.selectFrom('menus').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const contentOf = async (moduleKey: string) =>
  (await t.ctx.handle.db.selectFrom('module_contents').innerJoin('modules', 'modules.id', 'module_contents.module_id')
    .select('module_contents.id').where('modules.key', '=', moduleKey).orderBy('module_contents.id').executeTakeFirstOrThrow()).id;

/** A chain `depth` levels deep. */
const chain = (depth: number): MenuItemInput => Array.from({ length: depth - 1 }).reduce<MenuItemInput>((child, _, index) => page(`d${depth - 1 - index}`, { children: [child] }), page(`d${depth}`));
/** `count` items, ten at the top level and the rest spread below them, four levels deep. */
function tree(count: number): MenuItemInput[] {
  const items: MenuItemInput[] = [];
  let made = 0;
  const next = (children?: MenuItemInput[]) => page(`i${made++}`, children ? { children } : {});
  while (made < count) {
    const top = next([]);
    items.push(top);
    while (made < count && top.children!.length < 10) {
      const second = next([]);
      top.children!.push(second);
      while (made < count && second.children!.length < 3) {
        const third = next([]);
        second.children!.push(third);
        while (made < count && third.children!.length < 2) third.children!.push(next());
      }
    }
    if (items.length > 10_000) break;
  }
  return items;
}

describe('menus refuse bad input', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in capitals', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['protocol-relative //host', '//evil.example/path'],
    ['/\\host (read as another host)', '/\\evil.example'],
    ['a tab inside', 'https://example.com/\tpath'],
    ['a newline inside', 'https://example.com/\nSet-Cookie: x'],
    // Refused before the URL rules: no text PostgreSQL cannot store gets that far.
    ['a NUL', '/about\u0000', en.validation.invalid_character],
    ['leading space', ' https://example.com'],
    ['an unknown scheme', 'file:///etc/passwd'],
  ])('a direct link with %s: 422 at the item\'s url, nothing stored', async (_, url, error = en.validation.menu_url_invalid) => {
    const before = await menuCount();
    const { res, body } = await post({ key: `m-${unique()}`, name: 'Bad', items: [page('ok', { children: [link('bad', url)] })] });
    expect(res.status).toBe(422);
    expect(body.message).toBe(en.api.validation_failed);
    expect(body.data).toMatchObject({ items: { 0: { children: { 0: { url: { _errors: [error] } } } } } });
    expect(await menuCount()).toBe(before);
  });

  it('accepts http, https, mailto, tel and site paths', async () => {
    const urls = ['https://example.com/a?b=c#d', 'http://example.com', 'mailto:team@example.com', 'tel:+46700000000', '/blog/hello', '/'];
    const menu = await created(urls.map((url, index) => link(`l${index}`, url)));
    expect(menu.items.map((item) => item.url)).toEqual(urls);
  });

  it('refuses targets that do not exist or belong to another module, each at its path, and a missing role', async () => {
    const blogPost = await contentOf('blog');
    const { res, body } = await post({
      key: `m-${unique()}`, name: 'Targets', items: [
        page('fine'),
        { id: 'rel', label: { en: 'Rel' }, type: 'relation', relation_id: 999_999 },
        page('parent', {
          children: [
            { id: 'wrong', label: { en: 'Wrong' }, type: 'detail_page', module: 'pages', content_id: blogPost },
            { id: 'form', label: { en: 'Form' }, type: 'list_page', module: 'contact' },
            { id: 'none', label: { en: 'None' }, type: 'list_page', module: 'no-such-module' },
          ],
        }),
        page('roles', { visibility: 'role_based_visibility', roles: [999_999] }),
      ],
    });
    expect(res.status).toBe(422);
    expect(body.data).toEqual({
      _errors: [],
      items: {
        _errors: [],
        1: { _errors: [], relation_id: { _errors: [en.validation.menu_target_missing] } },
        2: {
          _errors: [],
          children: {
            _errors: [],
            0: { _errors: [], content_id: { _errors: [en.validation.menu_target_wrong_module] } },
            1: { _errors: [], module: { _errors: [en.validation.menu_target_missing] } },
            2: { _errors: [], module: { _errors: [en.validation.menu_target_missing] } },
          },
        },
        3: { _errors: [], roles: { _errors: [], 0: { _errors: [en.validation.menu_role_missing] } } },
      },
    });
  });

  it('refuses a target missing for its type, two items with one id (a cycle in disguise), and a key that is not a key', async () => {
    const missing = await post({ key: `m-${unique()}`, name: 'X', items: [{ id: 'a', label: { en: 'A' }, type: 'detail_page', module: 'pages' }] });
    expect(missing.res.status).toBe(422);
    expect(missing.body.data).toMatchObject({ items: { 0: { content_id: { _errors: [en.validation.menu_target_required] } } } });
    const twice = await post({ key: `m-${unique()}`, name: 'X', items: [page('same', { children: [page('same')] })] });
    expect(twice.res.status).toBe(422);
    expect(twice.body.data).toMatchObject({ items: { _errors: [en.validation.menu_item_duplicate] } });
    for (const key of ['Upper', '../x', '', 'a b', 'x'.repeat(65)]) {
      expect((await post({ key, name: 'X' })).res.status, key).toBe(422);
    }
  });

  it(`nests up to ${MENU_MAX_DEPTH} levels and refuses one more`, async () => {
    expect((await post({ key: `m-${unique()}`, name: 'Deep', items: [chain(MENU_MAX_DEPTH)] })).res.status).toBe(201);
    const deeper = await post({ key: `m-${unique()}`, name: 'Deeper', items: [chain(MENU_MAX_DEPTH + 1)] });
    expect(deeper.res.status).toBe(422);
    expect(deeper.body.data).toMatchObject({ items: { _errors: [en.validation.menu_depth_max] } });
  });

  it(`accepts ${MENU_MAX_ITEMS} items and refuses ${MENU_MAX_ITEMS + 1}`, async () => {
    const menu = await created(tree(MENU_MAX_ITEMS));
    expect(menu.item_count).toBe(MENU_MAX_ITEMS);
    const tooMany = await put(menu.key, { name: menu.name, areas: [], items: tree(MENU_MAX_ITEMS + 1), version: menu.version });
    expect(tooMany.res.status).toBe(422);
    expect(tooMany.body.data).toMatchObject({ items: { _errors: [en.validation.menu_items_max] } });
    expect(await stored(menu.key)).toMatchObject({ version: 1, item_count: MENU_MAX_ITEMS });
  });

  it('a refused save changes nothing: not the menu, not the area another menu holds', async () => {
    const footer = await stored('footer');
    const menu = await created([page('a')]);
    const bad = await put(menu.key, { name: 'Changed', areas: ['footer'], items: [{ id: 'r', label: { en: 'R' }, type: 'relation', relation_id: 999_999 }], version: 1 });
    expect(bad.res.status).toBe(422);
    expect(await stored(menu.key)).toMatchObject({ name: 'Menu', areas: [], version: 1, items: [{ id: 'a' }] });
    expect(await stored('footer')).toMatchObject({ areas: ['footer'], version: footer.version });
  });

  it('two editors saving at once: exactly one 200 and one 409, and the menu is one of the two trees, whole', async () => {
    const menu = await created([page('a')]);
    const mine = { name: 'Mine', areas: [], items: [page('m1'), page('m2', { children: [page('m3')] })], version: 1 };
    const theirs = { name: 'Theirs', areas: ['footer'], items: [page('t1')], version: 1 };
    const answers = await Promise.all([put(menu.key, mine), put(menu.key, theirs)]);
    expect(answers.map(({ res }) => res.status).sort()).toEqual([200, 409]);
    const loser = answers.find(({ res }) => res.status === 409)!;
    expect(loser.body.message).toBe(en.api.stale_version);
    const after = await stored(menu.key);
    const winner = answers[0].res.status === 200 ? mine : theirs;
    expect(after).toMatchObject({ name: winner.name, version: 2, areas: winner.areas, item_count: winner === mine ? 3 : 1 });
    expect((loser.body.data as unknown as { current: MenuDetail }).current).toMatchObject({ name: winner.name, version: 2 });
    // The area went with the winner only.
    expect((await stored('footer')).areas).toEqual(winner === theirs ? [] : ['footer']);
    if (winner === theirs) expect((await put('footer', { ...(await stored('footer')), areas: ['footer'] })).res.status).toBe(200);
  });

  it('two creates of one key at once: one 201 and one 409', async () => {
    const key = `m-${unique()}`;
    const answers = await Promise.all([post({ key, name: 'One' }), post({ key, name: 'Two' })]);
    expect(answers.map(({ res }) => res.status).sort()).toEqual([201, 409]);
    expect(await t.ctx.handle.db.selectFrom('menus').select('name').where('key', '=', key).execute()).toHaveLength(1);
  });
});
