import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@/shared/types';
import { createAuthTestContext, signUp } from '../helpers/accounts';
import { addMenuItems, linkItem } from '../helpers/menu-items';
import { submenus, userMenuTree } from '../helpers/site-menus';
import type { TestContext } from '../helpers/test-context';

/**
 * Visibility is enforced on the server: an item hidden from a visitor is in no byte of what that
 * visitor is sent. GET /api/settings is the same for everyone, so it holds what a guest sees;
 * GET /api/auth/shell holds the top levels the signed-in caller sees, and GET /api/menus/{area}/children
 * the levels below as its caller sees them (a guest's, or the signed-in caller's own). (The HTML and RSC payloads of public
 * pages are checked the same way in tests/e2e/menus-visibility.e2e.ts.)
 */
let t: TestContext;
const tokens: Record<'user' | 'roleX' | 'roleY', string> = { user: '', roleX: '', roleY: '' };
let roleX: number;
let roleY: number;

/** Each item's label and URL, unique to this file so a byte search cannot be fooled by other text. */
const mark = (id: string) => `vis-${id}-${process.pid}`;
const item = (id: string, visibility: MenuItem['visibility'], roles?: number[], children?: MenuItem[]): MenuItem =>
  ({ ...linkItem(mark(id), mark(id), visibility, roles), children });

async function roleNamed(name: string): Promise<number> {
  const { db, json } = t.ctx.handle;
  const row = await db.insertInto('roles').values({ name, permissions: json.write({}), updated_at: new Date().toISOString() })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-up user moved to `role` (when given), with a session opened after the move. */
async function userWith(role?: number): Promise<string> {
  const account = await signUp(t);
  if (role !== undefined) await t.ctx.handle.db.updateTable('users').set({ role_id: role }).where('id', '=', account.user.id).execute();
  return t.tokenFor(account.user.id);
}

beforeAll(async () => {
  t = await createAuthTestContext();
  roleX = await roleNamed(`menus-x-${process.pid}`);
  roleY = await roleNamed(`menus-y-${process.pid}`);
  await addMenuItems(t.ctx, 'header', [
    item('anyone', 'anyone'),
    item('guests', 'not_logged_in'),
    item('members', 'logged_in'),
    item('role-x', 'role_based_visibility', [roleX]),
    item('role-y', 'role_based_visibility', [roleY]),
    // A visible parent with a hidden child, and a hidden parent with a child for anyone (hidden with it).
    item('open-parent', 'anyone', undefined, [item('members-child', 'logged_in'), item('open-child', 'anyone')]),
    item('members-parent', 'logged_in', undefined, [item('under-members', 'anyone')]),
  ]);
  await addMenuItems(t.ctx, 'footer', [item('footer-x', 'role_based_visibility', [roleX]), item('footer-guests', 'not_logged_in')]);
  tokens.user = await userWith();
  tokens.roleX = await userWith(roleX);
  tokens.roleY = await userWith(roleY);
});
afterAll(() => t.close());

const ALL = ['anyone', 'guests', 'members', 'role-x', 'role-y', 'open-parent', 'members-child', 'open-child', 'members-parent', 'under-members', 'footer-x', 'footer-guests'];
const GUEST_SEES = ['anyone', 'guests', 'open-parent', 'open-child', 'footer-guests'];
const MEMBER_SEES = ['anyone', 'members', 'open-parent', 'members-child', 'open-child', 'members-parent', 'under-members'];
const SEEN_BY: Record<'guest' | keyof typeof tokens, string[]> = {
  guest: GUEST_SEES,
  user: MEMBER_SEES,
  roleX: [...MEMBER_SEES, 'role-x', 'footer-x'],
  roleY: [...MEMBER_SEES, 'role-y'],
};

/** Every item's label and URL is in `text` when the visitor may see it, and neither is otherwise. */
function expectOnly(text: string, seen: string[], what: string) {
  for (const id of ALL) {
    const [label, url] = [mark(id), `https://example.com/${mark(id)}`];
    if (seen.includes(id)) {
      expect(text, `${what}: ${id}`).toContain(`"${label}"`);
      expect(text, `${what}: ${id}`).toContain(url);
    } else {
      // The label is also the URL's last segment: absent as a whole, in either form.
      expect(text, `${what}: ${id}`).not.toContain(label);
    }
  }
}

describe('GET /api/settings', () => {
  it.each(['en', 'sv', 'tr'])('holds the menus as a guest sees them, for every caller (%s)', async (language) => {
    for (const token of [undefined, tokens.user, tokens.roleX, tokens.roleY]) {
      const res = await t.call('/api/settings', { token, headers: { 'x-language': language } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expectOnly(text, GUEST_SEES, `settings ${language} ${token ? 'signed in' : 'guest'}`);
      const { menus } = (JSON.parse(text) as { data: { menus: unknown[] } }).data;
      // No role ids nor visibility rules of other audiences.
      expect(JSON.stringify(menus)).not.toMatch(/"roles"|role_based_visibility|"logged_in"/);
    }
  });
});

/** What a visitor's browser is sent of both areas' menus, below the top level. */
async function everySubmenu(options: { token?: string; language: string }): Promise<string> {
  return (await Promise.all((['header', 'footer'] as const).map(async (area) => (await submenus(t, area, options)).text))).join('\n');
}

describe('GET /api/auth/shell with GET /api/menus/{area}/children', () => {
  it.each(['user', 'roleX', 'roleY'] as const)('hold the menus as %s sees them, and no byte of the others', async (who) => {
    for (const language of ['en', 'sv', 'tr']) {
      const res = await t.call('/api/auth/shell', { token: tokens[who], headers: { 'x-language': language } });
      expect(res.status).toBe(200);
      const shell = await res.text();
      // The top levels only: the sub-items come on a submenu's first opening.
      for (const child of ['members-child', 'open-child', 'under-members']) expect(shell, `shell ${who} ${language}`).not.toContain(mark(child));
      const children = await everySubmenu({ token: tokens[who], language });
      expectOnly(`${shell}\n${children}`, SEEN_BY[who], `shell and children ${who} ${language}`);
      const { links } = await userMenuTree(t, tokens[who], 'header', language);
      expect(links.find((link) => link.id === mark('open-parent'))?.children.map((child) => child.id)).toEqual([mark('members-child'), mark('open-child')]);
    }
  });

  it('answers a guest nothing of the menus (401)', async () => {
    const res = await t.call('/api/auth/shell');
    expect(res.status).toBe(401);
    const text = await res.text();
    for (const id of ALL) expect(text).not.toContain(mark(id));
  });
});

describe('GET /api/menus/{area}/children', () => {
  it.each(['en', 'sv', 'tr'])("answers a guest the guest's sub-items only, whatever else the menu holds (%s)", async (language) => {
    const { res, text, data } = await submenus(t, 'header', { language });
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(Object.keys(data.submenus)).toEqual([mark('open-parent')]);
    for (const hidden of ['members-child', 'under-members', 'members-parent', 'members', 'role-x', 'role-y', 'footer-x']) expect(text, hidden).not.toContain(mark(hidden));
    expect(text).toContain(mark('open-child'));
    expect(text).not.toMatch(/"roles"|role_based_visibility|"logged_in"|"visibility"/);
  });

  it("answers a signed-in caller their own, never cached, and a guest's for a session that has ended", async () => {
    const { res } = await submenus(t, 'header', { token: tokens.roleX });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const ended = await signUp(t);
    await t.call('/api/auth/sign-out', { token: ended.token });
    const after = await submenus(t, 'header', { token: ended.token });
    expect(after.res.headers.get('cache-control')).toBe('public, no-cache');
    expect(after.text).not.toContain(mark('members-child'));
  });

  it('answers for the area asked for only; an area the layout does not declare is 422', async () => {
    expect((await submenus(t, 'footer', { token: tokens.roleX })).data.submenus).toEqual({});
    expect((await t.call('/api/menus/sidebar/children')).status).toBe(422);
  });
});
