import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';
import type { AppContext } from '@/server/context';
import { SESSION_HINT_COOKIE, TOKEN_COOKIE } from '@/shared/shell-hints';
import type { MenuItem } from '@/shared/types';
import { addMenuItems, linkItem } from '../helpers/menu-items';
import { openServerDatabase, staffAccount } from './app-context';
import { baseUrl } from './accounts/helpers';

/**
 * Menu visibility on the server, in every byte a visitor is sent: the HTML of a public page, its
 * RSC payloads (navigation, prefetches, with Next's cache-buster), GET /api/settings,
 * GET /api/auth/shell and the submenus' GET /api/menus/header/children, for a guest, a signed-in
 * user and users of two roles. Pages and the shell carry the top levels, the children request the rest. Public pages are
 * rendered for a guest and served from the page cache, so a hidden item is in none of them; a
 * browser with a session but no hint cookie yet gets a render of its own, with its own items only.
 * And a menu saved through the API is in the header of /, /sv and /tr on the next request.
 */
let server: AppContext;
let originalHeader: MenuItem[];
const suffix = `${process.pid}${Date.now().toString(36)}`;
const mark = (id: string) => `menuvis${id}${suffix}`;
type Visitor = 'guest' | 'user' | 'roleX' | 'roleY';
const tokens: Record<Exclude<Visitor, 'guest'>, string> = { user: '', roleX: '', roleY: '' };
let adminToken: string;

const IDS = ['anyone', 'guests', 'members', 'rolex', 'roley', 'memberparent', 'undermembers'];
const GUEST_SEES = ['anyone', 'guests'];
const MEMBER_SEES = ['anyone', 'members', 'memberparent', 'undermembers'];
const SEEN_BY: Record<Visitor, string[]> = { guest: GUEST_SEES, user: MEMBER_SEES, roleX: [...MEMBER_SEES, 'rolex'], roleY: [...MEMBER_SEES, 'roley'] };

beforeAll(async () => {
  server = await openServerDatabase();
  const { db, json } = server.handle;
  originalHeader = json.read<MenuItem[]>((await db.selectFrom('menus').select('items').where('key', '=', 'header').executeTakeFirstOrThrow()).items) ?? [];
  const user = await staffAccount(server, {}, `menuuser${suffix}`, 'Menu User');
  const roleX = await staffAccount(server, {}, `menux${suffix}`, 'Menu Role X');
  const roleY = await staffAccount(server, {}, `menuy${suffix}`, 'Menu Role Y');
  const roleOf = async (id: number) => (await db.selectFrom('users').select('role_id').where('id', '=', id).executeTakeFirstOrThrow()).role_id;
  tokens.user = user.token;
  tokens.roleX = roleX.token;
  tokens.roleY = roleY.token;
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  adminToken = (await server.services.sessions.create(admin.id)).token;
  const item = (id: string, visibility: MenuItem['visibility'], roles?: number[]) => linkItem(mark(id), mark(id), visibility, roles);
  await addMenuItems(server, 'header', [
    item('anyone', 'anyone'),
    item('guests', 'not_logged_in'),
    item('members', 'logged_in'),
    item('rolex', 'role_based_visibility', [await roleOf(roleX.id)]),
    item('roley', 'role_based_visibility', [await roleOf(roleY.id)]),
    // A hidden parent hides its children, even those for anyone.
    { ...item('memberparent', 'logged_in'), children: [item('undermembers', 'anyone')] },
  ]);
  // The server hears of the change over Redis.
  // (expect.poll is for tests only, not hooks.)
  const deadline = Date.now() + 5_000;
  while (!(await (await fetch(`${baseUrl}/api/settings`)).text()).includes(mark('anyone'))) {
    if (Date.now() > deadline) throw new Error('the header change did not reach GET /api/settings within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  const { db, json } = server.handle;
  await db.updateTable('menus').set({ items: json.write(originalHeader) }).where('key', '=', 'header').execute();
  server.bus.publish('settings');
  await server.close();
});

/** The status, headers and body of one answer, as one text. */
async function everything(path: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(baseUrl + path, { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });
  expect(response.status, path).toBe(200);
  return `${[...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n${await response.text()}`;
}

function expectOnly(text: string, seen: string[], what: string) {
  for (const id of IDS) {
    if (seen.includes(id)) expect.soft(text, `${what}: ${id}`).toContain(mark(id));
    else expect.soft(text, `${what}: ${id}`).not.toContain(mark(id));
  }
}

/**
 * The ways a browser asks for a public page: the document, a navigation (no router state: the
 * whole tree, layout and menus included) and Next's prefetches (which need not hold the menus,
 * so only the absence of hidden items is checked in them).
 */
const REQUESTS: { name: string; headers: Record<string, string>; whole: boolean }[] = [
  { name: 'document', headers: {}, whole: true },
  { name: 'RSC navigation', headers: { rsc: '1' }, whole: true },
  { name: 'RSC prefetch', headers: { rsc: '1', 'next-router-prefetch': '1' }, whole: false },
  { name: 'RSC tree prefetch', headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' }, whole: false },
];

/** `path` as the client router asks for it: with Next's cache-buster for these headers (a wrong one is a 307). */
async function asked(path: string, headers: Record<string, string>): Promise<string> {
  if (headers.rsc === undefined) return path;
  const buster = await computeCacheBustingSearchParam(headers['next-router-prefetch'] as '1' | undefined, headers['next-router-segment-prefetch'], headers['next-router-state-tree'], undefined);
  return `${path}?_rsc=${buster}`;
}

const PAGES = ['/', '/about', '/tr/hakkimizda'];

describe('an item hidden from a visitor is in no byte they are sent', () => {
  it.each(['guest', 'user', 'roleX', 'roleY'] as const)('%s: public pages as HTML and RSC (rendered for a guest, from the page cache), /api/settings and /api/auth/shell', async (visitor) => {
    const token = visitor === 'guest' ? null : tokens[visitor];
    const cookie = token ? `${TOKEN_COOKIE}=${token}; ${SESSION_HINT_COOKIE}=1` : '';
    for (const path of PAGES) {
      for (const { name, headers, whole } of REQUESTS) {
        const text = await everything(await asked(path, headers), { ...headers, ...(cookie ? { cookie } : {}) });
        if (whole) expectOnly(text, GUEST_SEES, `${visitor} ${path} ${name}`);
        else for (const id of IDS.filter((hidden) => !GUEST_SEES.includes(hidden))) expect.soft(text, `${visitor} ${path} ${name}: ${id}`).not.toContain(mark(id));
      }
    }
    const settings = await everything('/api/settings', token ? { cookie } : {});
    expectOnly(settings, GUEST_SEES, `${visitor} /api/settings`);
    const children = await everything('/api/menus/header/children', { ...(cookie ? { cookie } : {}), 'x-language': 'tr' });
    expect(children).toContain(token ? 'cache-control: private, no-store' : 'cache-control: public, no-cache');
    // The guest's top level is in the settings, the level below in the children answer: together, what a guest sees.
    if (!token) expectOnly(`${settings}\n${children}`, GUEST_SEES, 'guest /api/settings and /api/menus/header/children');
    // The shell holds the top level, the children request the level below: together, what the user sees.
    else expectOnly(`${await everything('/api/auth/shell', { cookie, 'x-language': 'tr' })}\n${children}`, SEEN_BY[visitor], `${visitor} /api/auth/shell and children`);
  });

  it.each(['user', 'roleX', 'roleY'] as const)('%s with a session but no hint cookie yet: a render of their own, with their items only', async (visitor) => {
    const cookie = `${TOKEN_COOKIE}=${tokens[visitor]}`;
    for (const { name, headers } of REQUESTS.filter((request) => request.whole)) {
      const response = await fetch(baseUrl + await asked('/about', headers), { headers: { ...headers, cookie }, redirect: 'manual' });
      expect(response.status, name).toBe(200);
      expect(response.headers.get('x-page-cache'), name).toBeNull();
      const page = await response.text();
      // Their own top level (the parent only they see), the level below from the submenus' request with the same session.
      expect(page, `${visitor} /about ${name}`).not.toContain(mark('undermembers'));
      const children = await everything('/api/menus/header/children', { cookie });
      expectOnly(`${page}\n${children}`, SEEN_BY[visitor], `${visitor} /about ${name} and children`);
    }
  });
});

describe('a saved menu on the next request', () => {
  it('is in the header of /, /sv and /tr, HTML and RSC, right after the save answers', async () => {
    const headers = { cookie: `${TOKEN_COOKIE}=${adminToken}`, origin: baseUrl, 'content-type': 'application/json' };
    // Cached beforehand, so a stale entry would show.
    const whole = REQUESTS.filter((request) => request.whole);
    for (const page of ['/', '/sv', '/tr']) for (const { headers: extra } of whole) await everything(await asked(page, extra), extra);
    const menu = (await (await fetch(`${baseUrl}/api/dashboard/menus/header`, { headers })).json()).data;
    const label = { en: mark('freshen'), sv: mark('freshsv'), tr: mark('freshtr') };
    const saved = await fetch(`${baseUrl}/api/dashboard/menus/header`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name: menu.name, areas: menu.areas, version: menu.version, items: [...menu.items, { ...linkItem(mark('fresh'), 'x', 'anyone'), label }] }),
    });
    expect(saved.status).toBe(200);
    for (const [page, locale] of [['/', 'en'], ['/sv', 'sv'], ['/tr', 'tr']] as const) {
      for (const { name, headers: extra } of whole) {
        const response = await fetch(baseUrl + await asked(page, extra), { headers: extra, redirect: 'manual' });
        expect(response.headers.get('x-page-cache'), `${page} ${name}`).toBeNull();
        expect(await response.text(), `${page} ${name}`).toContain(label[locale]);
      }
    }
  });
});
