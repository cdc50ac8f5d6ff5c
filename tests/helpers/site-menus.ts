import { expect } from 'vitest';
import type { PersonalShell } from '@/components/app/personal-shell';
import type { MenuArea, MenuSubmenus, NavLink } from '@/shared/api/menus';
import type { TestContext } from './test-context';

/** GET /api/menus/{area}/children as `token` (none: a guest) asks for it, in `language`. */
export async function submenus(t: TestContext, area: MenuArea, options: { token?: string; language?: string } = {}) {
  const res = await t.call(`/api/menus/${area}/children`, { token: options.token, headers: { 'x-language': options.language ?? 'en' } });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return { res, text, data: (JSON.parse(text) as { data: MenuSubmenus }).data };
}

/**
 * A signed-in user's whole menu of `area` as their browser puts it together: the top level from
 * GET /api/auth/shell, every level below from GET /api/menus/{area}/children; with both answers' text.
 */
export async function userMenuTree(t: TestContext, token: string, area: MenuArea, language = 'en'): Promise<{ links: NavLink[]; text: string }> {
  const shell = await t.call('/api/auth/shell', { token, headers: { 'x-language': language } });
  const shellText = await shell.text();
  expect(shell.status, shellText).toBe(200);
  const top = (JSON.parse(shellText) as { data: PersonalShell }).data.menus[area];
  const below = await submenus(t, area, { token, language });
  expect(below.data.version).toBe(top.submenus);
  const links = top.links.map(({ hasChildren, ...link }) => ({ ...link, children: hasChildren ? below.data.submenus[link.id] : [] }));
  for (const link of links) expect(link.children, link.id).toBeDefined();
  return { links, text: `${shellText}\n${below.text}` };
}
