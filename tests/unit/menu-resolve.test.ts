import { describe, expect, it, vi } from 'vitest';
import { MENU_AREAS } from '@/shared/api/menus';
import { resolveGuestMenus, resolveSiteMenus, submenusOf, topLevelOf, type FindLinkTargets } from '@/shared/menu-resolve';
import type { NavLink } from '@/shared/nav-link';
import type { AuthUser, PublicMenu, PublicMenuItem } from '@/shared/types';

const link = (id: string, visibility: PublicMenuItem['visibility'] = 'anyone', roles?: number[]): PublicMenuItem =>
  ({ id, label: id, type: 'direct_link', url: `https://example.com/${id}`, open_new_page: false, visibility, roles });
const relation = (id: string, contentId: number): PublicMenuItem =>
  ({ id, label: id, type: 'relation', relation_id: contentId, open_new_page: true, visibility: 'anyone' });

const menus: PublicMenu[] = [
  { key: 'header', name: 'Header', areas: ['header'], items: [link('a'), relation('r', 7), link('secret', 'role_based_visibility', [5])] },
  // No area given: the footer is found by its key.
  { key: 'footer', name: 'Footer', areas: [], items: [link('f'), link('members', 'logged_in')] },
  { key: 'spare', name: 'Spare', areas: [], items: [relation('s', 8)] },
];

const targets: FindLinkTargets = async (_keys, ids) => ({
  moduleSlugs: {},
  contents: Object.fromEntries(ids.filter((id) => id === 7).map((id) => [id, { moduleKey: 'blog', moduleSlug: 'blogg', slug: 'hej' }])),
});
const user = (roleId: number) => ({ id: 1, role: { id: roleId } }) as AuthUser;

describe('resolveSiteMenus', () => {
  it("answers every area the layout declares, with one lookup of the targets for all of them", async () => {
    const find = vi.fn(targets);
    const site = await resolveSiteMenus(menus, user(5), 'sv', find);
    expect(Object.keys(site)).toEqual([...MENU_AREAS]);
    expect(find).toHaveBeenCalledTimes(1);
    expect(find.mock.calls[0][1]).toEqual([7]);
    expect(site.header.map((item) => [item.id, item.target])).toEqual([
      ['a', { kind: 'external', url: 'https://example.com/a' }],
      ['r', { kind: 'internal', path: '/sv/blogg/hej' }],
      ['secret', { kind: 'external', url: 'https://example.com/secret' }],
    ]);
    expect(site.header[1].newTab).toBe(true);
    expect(site.footer.map((item) => item.id)).toEqual(['f', 'members']);
  });

  it('asks for no target a visitor may not see', async () => {
    const find = vi.fn(targets);
    await resolveSiteMenus([{ ...menus[0], items: [{ ...relation('hidden', 9), visibility: 'logged_in' }] }], null, 'en', find);
    expect(find.mock.calls[0][1]).toEqual([]);
  });
});

describe('resolveGuestMenus', () => {
  it("holds every menu as a guest sees it: links only, no visibility rules or role ids, a gone target left out", async () => {
    const guest = await resolveGuestMenus(menus, 'en', targets);
    expect(guest.map((menu) => [menu.key, menu.items.map((item) => item.id)])).toEqual([['header', ['a', 'r']], ['footer', ['f']], ['spare', []]]);
    expect(JSON.stringify(guest)).not.toMatch(/"roles"|"visibility"|secret|members/);
  });
});

describe('topLevelOf and submenusOf', () => {
  const nav = (id: string, children: NavLink[] = []): NavLink => ({ id, label: id, target: { kind: 'external', url: `https://example.com/${id}` }, newTab: false, children });
  const tree = [nav('a', [nav('a1', [nav('a11')]), nav('a2')]), nav('b')];

  it('cut a tree in the top level (no children, whether it has any) and the levels below by top item', () => {
    expect(topLevelOf(tree)).toEqual([
      { id: 'a', label: 'a', target: { kind: 'external', url: 'https://example.com/a' }, newTab: false, hasChildren: true },
      { id: 'b', label: 'b', target: { kind: 'external', url: 'https://example.com/b' }, newTab: false, hasChildren: false },
    ]);
    expect(JSON.stringify(topLevelOf(tree))).not.toContain('a1');
    expect(submenusOf(tree)).toEqual({ a: [nav('a1', [nav('a11')]), nav('a2')] });
  });
});
