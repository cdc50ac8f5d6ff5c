import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuDetail } from '@/shared/api/menus';
import type { MenuItem } from '@/shared/types';
import { createAuthTestContext } from '../helpers/accounts';
import { linkItem } from '../helpers/menu-items';
import { submenus, userMenuTree } from '../helpers/site-menus';
import type { TestContext } from '../helpers/test-context';

/**
 * Pages carry only the top level of each menu; GET /api/menus/{area}/children answers the levels
 * below, built in the request's language (targets gone from them are left out as in the top level:
 * menus-public.test.ts). A guest's answer is cacheable and revalidated by its
 * ETag, kept for good when it names the version the page gave; every save changes the version and
 * the answer at once, in every language. (Visibility per caller: menus-visibility.test.ts.)
 */
let t: TestContext;
let admin: string;
const LANGUAGES = ['en', 'sv', 'tr'] as const;
const ABOUT = { en: '/about', sv: '/sv/about', tr: '/tr/hakkimizda' };

const label = (en: string) => ({ en, sv: `${en} (sv)`, tr: `${en} (tr)` });
const tree = (deepLabel: string): MenuItem[] => [
  { ...linkItem('sub-top', 'sub-top', 'anyone'), children: [
    { id: 'sub-about', label: label('About us'), type: 'page', page: 'about', open_new_page: false, visibility: 'anyone', children: [
      { ...linkItem('sub-deep', 'x', 'anyone'), label: label(deepLabel), children: [linkItem('sub-deepest', 'sub-deepest', 'anyone')] },
    ] },
  ] },
  linkItem('sub-flat', 'sub-flat', 'anyone'),
];

async function saveHeader(items: MenuItem[]) {
  const menu = (await t.callJson<MenuDetail>('/api/dashboard/menus/header', { token: admin })).body.data!;
  const { res, body } = await t.callJson('/api/dashboard/menus/header', { method: 'PUT', token: admin, json: { name: menu.name, areas: menu.areas, version: menu.version, items } });
  expect(res.status, JSON.stringify(body)).toBe(200);
}

/** The version a page rendered for a guest names. */
const pageVersion = async (language: (typeof LANGUAGES)[number]) => (await t.ctx.services.siteMenus.topLevels(null, language)).header.submenus;

beforeAll(async () => {
  t = await createAuthTestContext();
  admin = await t.tokenFor(await t.adminId());
  await saveHeader(tree('Deep'));
});
afterAll(() => t.close());

describe('the levels below the top', () => {
  it.each(LANGUAGES)('in %s: every level under its top-level item, links built in that language; the page holds the top only', async (language) => {
    const top = (await t.ctx.services.siteMenus.topLevels(null, language)).header;
    expect(top.links.map((link) => [link.id, link.hasChildren])).toEqual([['sub-top', true], ['sub-flat', false]]);
    expect(JSON.stringify(top)).not.toContain('sub-about');
    const { data } = await submenus(t, 'header', { language });
    expect(data.version).toBe(top.submenus);
    expect(Object.keys(data.submenus)).toEqual(['sub-top']);
    const [about] = data.submenus['sub-top'];
    expect(data.submenus['sub-top'].map((link) => link.id)).toEqual(['sub-about']);
    expect(about.target).toEqual({ kind: 'internal', path: ABOUT[language] });
    expect(about.label).toBe(label('About us')[language]);
    expect(about.children[0].children.map((link) => link.id)).toEqual(['sub-deepest']);
  });

  it("gives a signed-in user who sees what a guest sees the guest's version, and the same tree", async () => {
    const { links } = await userMenuTree(t, admin, 'header');
    expect(links.find((link) => link.id === 'sub-top')?.children).toEqual((await submenus(t, 'header')).data.submenus['sub-top']);
    const shell = await t.callJson<{ menus: { header: { submenus: string | null } } }>('/api/auth/shell', { token: admin });
    expect(shell.body.data!.menus.header.submenus).toBe(await pageVersion('en'));
  });
});

describe('caching', () => {
  it("revalidates a guest's copy by its ETag and keeps the page's version for good", async () => {
    const version = await pageVersion('en');
    const first = await t.call('/api/menus/header/children', { headers: { 'x-language': 'en' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('vary')).toMatch(/x-language/i);
    const again = await t.call('/api/menus/header/children', { headers: { 'x-language': 'en', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // Another language is another copy.
    expect((await t.call('/api/menus/header/children', { headers: { 'x-language': 'tr', 'if-none-match': etag } })).status).toBe(200);
    const named = await t.call(`/api/menus/header/children?v=${version}`, { headers: { 'x-language': 'en' } });
    expect(named.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stale = await t.call('/api/menus/header/children?v=an-old-version', { headers: { 'x-language': 'en' } });
    expect(stale.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers the new tree after a save, in every language, under a new version and ETag', async () => {
    const before = Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => {
      const res = await t.call('/api/menus/header/children', { headers: { 'x-language': language } });
      return [language, { etag: res.headers.get('etag')!, version: await pageVersion(language) }];
    })));
    await saveHeader(tree('Renamed deep'));
    for (const language of LANGUAGES) {
      const res = await t.call('/api/menus/header/children', { headers: { 'x-language': language, 'if-none-match': before[language].etag } });
      expect(res.status, language).toBe(200);
      expect(res.headers.get('etag'), language).not.toBe(before[language].etag);
      const text = await res.text();
      expect(text, language).toContain(label('Renamed deep')[language]);
      const version = await pageVersion(language);
      expect(version, language).not.toBe(before[language].version);
      expect(text, language).toContain(`"version":"${version}"`);
      // The old version is no longer kept for good.
      const old = await t.call(`/api/menus/header/children?v=${before[language].version}`, { headers: { 'x-language': language } });
      expect(old.headers.get('cache-control'), language).toBe('public, no-cache');
    }
  });

  it('names no version when no top-level item has sub-items, and answers none', async () => {
    await saveHeader([linkItem('sub-only', 'sub-only', 'anyone')]);
    expect(await pageVersion('en')).toBeNull();
    expect((await submenus(t, 'header')).data).toEqual({ version: null, submenus: {} });
  });
});
