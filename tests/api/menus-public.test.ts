import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardContent } from '@/shared/api/contents';
import type { MenuDetail } from '@/shared/api/menus';
import type { NavLink } from '@/shared/nav-link';
import type { MenuItem, PublicBundle } from '@/shared/types';
import { createAuthTestContext } from '../helpers/accounts';
import { addMenuItems, linkItem } from '../helpers/menu-items';
import { userMenuTree } from '../helpers/site-menus';
import type { TestContext } from '../helpers/test-context';

/**
 * Public menu links are built from their targets when they are read: relation and detail pages
 * by the item's id, listings by module key, pages by route name, each with the target's slug in
 * the reader's language; an item whose target is unpublished, deleted or gone drops out. Checked
 * on GET /api/settings (a guest's menus) and GET /api/auth/shell with GET /api/menus/header/children (a signed-in user's), right
 * after each write: the write's 'settings' publish refreshes them in every language at once.
 */
let t: TestContext;
let admin: string;
const ids = { setup: 0, draft: 0, other: 0 };
const LANGUAGES = ['en', 'sv', 'tr'] as const;

const call = async <T>(path: string, method: string, json?: unknown): Promise<T> => {
  const { res, body } = await t.callJson<T>(`/api/dashboard/modules${path}`, { method, json, token: admin });
  expect(res.status, `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body.data as T;
};
const createItem = async (moduleKey: string, slug: Record<string, string>, status: 'published' | 'draft') =>
  (await call<DashboardContent>(`/${moduleKey}/contents`, 'POST', { title: { en: `Item ${slug.en}` }, slug, status, content: {} })).id;
async function updateItem(moduleKey: string, id: number, change: Partial<Pick<DashboardContent, 'slug' | 'status'>>) {
  await call(`/${moduleKey}/contents/${id}`, 'PUT', { ...(await call<DashboardContent>(`/${moduleKey}/contents/${id}`, 'GET')), ...change });
}

const item = (id: string, link: Partial<MenuItem>, children?: MenuItem[]): MenuItem =>
  ({ id, label: { en: id, sv: id, tr: id }, type: 'page', open_new_page: false, visibility: 'anyone', ...link, children } as MenuItem);

beforeAll(async () => {
  t = await createAuthTestContext();
  admin = await t.tokenFor(await t.adminId());
  await call('', 'POST', { key: 'guides', type: 'content', name: { en: 'Guides' }, slug: { en: 'guides', sv: 'guider', tr: 'rehberler' }, fields: [] });
  await call('', 'POST', { key: 'notes', type: 'content', name: { en: 'Notes' }, slug: 'notes', fields: [] });
  ids.setup = await createItem('guides', { en: 'setup', sv: 'installation', tr: 'kurulum' }, 'published');
  ids.draft = await createItem('guides', { en: 'draft-secret', sv: 'utkast-hemligt', tr: 'taslak-gizli' }, 'draft');
  ids.other = await createItem('notes', { en: 'a-note' }, 'published');
  await addMenuItems(t.ctx, 'header', [
    item('m-relation', { type: 'relation', relation_id: ids.setup }),
    item('m-detail', { type: 'detail_page', module: 'guides', content_id: ids.setup }),
    item('m-list', { type: 'list_page', module: 'guides' }),
    item('m-page', { type: 'page', page: 'about' }),
    item('m-notes', { type: 'list_page', module: 'notes' }),
    item('m-note', { type: 'relation', relation_id: ids.other }),
    // Targets that lead nowhere a visitor may go: never shown.
    item('m-draft', { type: 'relation', relation_id: ids.draft }),
    item('m-missing', { type: 'relation', relation_id: 987_654 }),
    item('m-other-module', { type: 'detail_page', module: 'notes', content_id: ids.setup }),
    item('m-no-module', { type: 'list_page', module: 'no-such-module' }),
    // A gone target heads its visible children without a link; with none visible it goes.
    item('m-heading', { type: 'relation', relation_id: ids.draft }, [linkItem('m-under-heading', 'm-under-heading', 'anyone')]),
    item('m-empty-heading', { type: 'relation', relation_id: ids.draft }, [linkItem('m-members-under', 'm-members-under', 'logged_in')]),
  ]);
});
afterAll(() => t.close());

const find = (links: NavLink[], id: string): NavLink | undefined =>
  links.flatMap((link) => [link, ...link.children]).find((link) => link.id === id);
const pathOf = (links: NavLink[], id: string) => {
  const target = find(links, id)?.target;
  return target?.kind === 'internal' ? target.path : target === null ? null : undefined;
};

async function guestHeader(language: string): Promise<{ links: NavLink[]; text: string }> {
  const res = await t.call('/api/settings', { headers: { 'x-language': language } });
  const text = await res.text();
  const bundle = (JSON.parse(text) as { data: PublicBundle }).data;
  return { links: bundle.menus.find((menu) => menu.key === 'header')!.items, text };
}
/** The user's header as their browser puts it together (the top level from the shell, the rest on a submenu's opening). */
async function userHeader(language: string): Promise<NavLink[]> {
  return (await userMenuTree(t, admin, 'header', language)).links;
}

const EXPECTED = {
  en: { 'm-relation': '/guides/setup', 'm-detail': '/guides/setup', 'm-list': '/guides', 'm-page': '/about', 'm-notes': '/notes', 'm-note': '/notes/a-note' },
  sv: { 'm-relation': '/sv/guider/installation', 'm-detail': '/sv/guider/installation', 'm-list': '/sv/guider', 'm-page': '/sv/about', 'm-notes': '/sv/notes', 'm-note': '/sv/notes/a-note' },
  tr: { 'm-relation': '/tr/rehberler/kurulum', 'm-detail': '/tr/rehberler/kurulum', 'm-list': '/tr/rehberler', 'm-page': '/tr/hakkimizda', 'm-notes': '/tr/notes', 'm-note': '/tr/notes/a-note' },
};
const GONE = ['m-draft', 'm-missing', 'm-other-module', 'm-no-module', 'm-empty-heading', 'm-members-under'];

describe('links built from their targets', () => {
  it.each(LANGUAGES)('in %s: each kind of target with its slugs in that language; gone targets left out', async (language) => {
    const { links, text } = await guestHeader(language);
    const user = await userHeader(language);
    for (const menus of [links, user]) {
      for (const [id, path] of Object.entries(EXPECTED[language])) expect(pathOf(menus, id), id).toBe(path);
      for (const id of GONE.slice(0, 4)) expect(find(menus, id), id).toBeUndefined();
      expect(find(menus, 'm-heading')).toMatchObject({ target: null, children: [{ id: 'm-under-heading', target: { kind: 'external' } }] });
    }
    for (const id of GONE) expect(text).not.toContain(`"${id}"`);
    // No draft's slug in any language.
    expect(text).not.toMatch(/draft-secret|utkast-hemligt|taslak-gizli/);
    // A signed-in user sees the heading's child, so the heading stays for them.
    expect(find(user, 'm-empty-heading')).toMatchObject({ target: null, children: [{ id: 'm-members-under' }] });
  });
});

describe('freshness: the next read after a write, in every language', () => {
  it('shows a menu saved through the menus API at once', async () => {
    const menu = (await t.callJson<MenuDetail>('/api/dashboard/menus/header', { token: admin })).body.data!;
    const fresh = { ...linkItem('m-fresh', 'x', 'anyone'), label: { en: 'Fresh item', sv: 'Färsk punkt', tr: 'Taze öğe' } };
    const { res } = await t.callJson('/api/dashboard/menus/header', {
      method: 'PUT', token: admin, json: { name: menu.name, areas: menu.areas, version: menu.version, items: [...menu.items, fresh] },
    });
    expect(res.status).toBe(200);
    for (const language of LANGUAGES) {
      expect(find((await guestHeader(language)).links, 'm-fresh')?.label, language).toBe(fresh.label[language]);
      expect(find(await userHeader(language), 'm-fresh')?.label, language).toBe(fresh.label[language]);
    }
  });

  it('follows a renamed slug, drops an unpublished target and brings it back once published', async () => {
    await updateItem('guides', ids.setup, { slug: { en: 'getting-started', sv: 'kom-igang', tr: 'baslangic' } });
    const renamed = { en: '/guides/getting-started', sv: '/sv/guider/kom-igang', tr: '/tr/rehberler/baslangic' };
    for (const language of LANGUAGES) {
      expect(pathOf((await guestHeader(language)).links, 'm-relation'), language).toBe(renamed[language]);
      expect(pathOf(await userHeader(language), 'm-detail'), language).toBe(renamed[language]);
    }
    await updateItem('guides', ids.setup, { status: 'draft' });
    for (const language of LANGUAGES) {
      const { links, text } = await guestHeader(language);
      expect(find(links, 'm-relation'), language).toBeUndefined();
      expect(find(await userHeader(language), 'm-detail'), language).toBeUndefined();
      expect(text).not.toContain('getting-started');
    }
    await updateItem('guides', ids.setup, { status: 'published' });
    for (const language of LANGUAGES) expect(pathOf((await guestHeader(language)).links, 'm-relation'), language).toBe(renamed[language]);
  });

  it('drops the items of a deleted item and a deleted module', async () => {
    await call(`/notes/contents/${ids.other}`, 'DELETE');
    for (const language of LANGUAGES) expect(find((await guestHeader(language)).links, 'm-note'), language).toBeUndefined();
    await call('/notes', 'DELETE');
    for (const language of LANGUAGES) {
      expect(find((await guestHeader(language)).links, 'm-notes'), language).toBeUndefined();
      expect(find(await userHeader(language), 'm-notes'), language).toBeUndefined();
    }
  });
});
