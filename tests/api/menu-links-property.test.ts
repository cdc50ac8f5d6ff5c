import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import type { NavLink } from '@/shared/nav-link';
import type { MenuItem, PublicBundle } from '@/shared/types';
import { createAuthTestContext } from '../helpers/accounts';
import { dashboardContent } from '../helpers/dashboard-content';
import { startPublicPages, type PublicPages } from '../helpers/public-pages';
import { openAsAdmin } from '../helpers/signed-in';
import type { TestContext } from '../helpers/test-context';

/**
 * Links that never break, as a property: on a site whose header and footer menus link to items
 * (relation and detail page) and listings of two modules and to `pages` items, any sequence of
 * slug renames (items and modules, in any locale), unpublishes, publishes and deletions leaves
 * every menu link of the public pages, in en, sv and tr, answering 200 without a redirect and
 * none carrying a draft's slug; and every old address (slug history) answers a 301 to a page
 * that answers 200, or a 404 when its target is not published. The menus are read as the
 * layout renders them (GET /api/settings: a guest's); the pages through the server's routing
 * and redirect path with the render's stand-in (tests/helpers/public-pages.ts).
 */
let t: TestContext;
let pages: PublicPages;
let api: ReturnType<typeof dashboardContent>;
let token: string;
beforeAll(async () => {
  const fixture = await openAsAdmin(createAuthTestContext);
  t = fixture.t;
  token = fixture.adminToken;
  api = dashboardContent(t, fixture.adminToken);
  pages = await startPublicPages(t.ctx);
});
afterAll(async () => {
  await pages?.close();
  await t.close();
});

const ITEMS_PER_MODULE = 3;
const PAGE_ITEMS = 2;
/** Slugs each rename picks from: few, so renames collide (409, nothing changes), come back and reuse others' old slugs. */
const POOL = 4;
const PAGE_BODY = { body: { en: '<p>Text</p>' } };

interface Site {
  modules: { key: string; tag: string; items: number[] }[];
  pageItems: number[];
  tag: string;
}

type Step =
  | { kind: 'rename-item'; target: number; locale: Locale; pick: number }
  | { kind: 'rename-module'; target: number; locale: Locale; pick: number }
  | { kind: 'unpublish' | 'publish' | 'delete'; target: number };

const localeArb = fc.constantFrom(...locales);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('rename-item' as const), target: fc.nat(), locale: localeArb, pick: fc.nat({ max: POOL - 1 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rename-module' as const), target: fc.nat(), locale: localeArb, pick: fc.nat({ max: POOL - 1 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unpublish' as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('publish' as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }) },
);

let runs = 0;

/** Two modules of items and some `pages` items, all published, and the header and footer menus linking to them. */
async function buildSite(): Promise<Site> {
  const tag = `r${++runs}${Math.random().toString(36).slice(2, 5)}`;
  const site: Site = { modules: [], pageItems: [], tag };
  for (const index of [0, 1]) {
    const key = `${tag}-mod${index}`;
    const moduleTag = `${tag}m${index}`;
    await api.createModule(key, { en: `${moduleTag}-s0`, sv: `${moduleTag}-sv0`, tr: `${moduleTag}-tr0` });
    const items: number[] = [];
    for (let item = 0; item < ITEMS_PER_MODULE; item++) items.push((await api.createItem(key, `${moduleTag}-i${item}`)).id);
    site.modules.push({ key, tag: moduleTag, items });
  }
  for (let item = 0; item < PAGE_ITEMS; item++) site.pageItems.push((await api.createItem('pages', `${tag}-pg${item}`, 'published', PAGE_BODY)).id);

  const link = (id: string, fields: Partial<MenuItem>): MenuItem =>
    ({ id, label: { en: id, sv: id, tr: id }, type: 'page', open_new_page: false, visibility: 'anyone', ...fields } as MenuItem);
  const header = site.modules.flatMap((mod, m) => [
    link(`list-${m}`, { type: 'list_page', module: mod.key }),
    ...mod.items.map((id, i) => link(`detail-${m}-${i}`, { type: 'detail_page', module: mod.key, content_id: id })),
  ]);
  const footer = [
    ...site.modules.flatMap((mod, m) => mod.items.map((id, i) => link(`relation-${m}-${i}`, { type: 'relation', relation_id: id }))),
    // Nested under a heading that is itself a link.
    link('pages', { type: 'relation', relation_id: site.pageItems[0], children: site.pageItems.map((id, i) => link(`page-${i}`, { type: 'relation', relation_id: id })) }),
  ];
  await setMenu('header', header);
  await setMenu('footer', footer);
  return site;
}

/** Saves the menu's whole tree through the menus API (PUT /api/dashboard/menus/{key} with its version). */
async function setMenu(key: string, items: MenuItem[]) {
  const path = `/api/dashboard/menus/${key}`;
  const { body } = await t.callJson<{ name: string; areas: string[]; version: number }>(path, { token });
  const { name, areas, version } = body.data!;
  const saved = await t.callJson(path, { method: 'PUT', token, json: { name, areas, version, items } });
  expect(saved.res.status, JSON.stringify(saved.body)).toBe(200);
}

/** Applies one step through the dashboard API; a rename to a slug in use is refused (409) and changes nothing. */
async function apply(site: Site, step: Step): Promise<void> {
  const owners = [...site.modules.flatMap((mod) => mod.items.map((id) => ({ key: mod.key, tag: mod.tag, id }))), ...site.pageItems.map((id) => ({ key: 'pages', tag: `${site.tag}p`, id }))];
  const send = (path: string, method: string, json?: unknown) => t.callJson(`/api/dashboard/modules${path}`, { method, json, token });
  const expectOneOf = (status: number, allowed: number[], what: string) => expect(allowed, `${what}: ${status}`).toContain(status);

  if (step.kind === 'rename-module') {
    const mod = site.modules[step.target % site.modules.length];
    const current = (await send(`/${mod.key}`, 'GET')).body.data as { slug: Record<string, string> };
    const slug = { ...current.slug, [step.locale]: `${mod.tag}-${step.locale}${step.pick}` };
    expectOneOf((await send(`/${mod.key}`, 'PUT', { ...(current as object), slug })).res.status, [200, 409], 'module rename');
    return;
  }
  const owner = owners[step.target % owners.length];
  const found = await send(`/${owner.key}/contents/${owner.id}`, 'GET');
  if (found.res.status === 404) return;
  const item = found.body.data as { slug: Record<string, string>; status: string };
  if (step.kind === 'rename-item') {
    const slug = { ...item.slug, [step.locale]: `${owner.tag}-${step.locale}-x${step.pick}` };
    expectOneOf((await send(`/${owner.key}/contents/${owner.id}`, 'PUT', { ...item, slug })).res.status, [200, 409], 'item rename');
  } else if (step.kind === 'delete') {
    expectOneOf((await send(`/${owner.key}/contents/${owner.id}`, 'DELETE')).res.status, [200, 204], 'delete');
  } else {
    const status = step.kind === 'publish' ? 'published' : 'draft';
    expectOneOf((await send(`/${owner.key}/contents/${owner.id}`, 'PUT', { ...item, status })).res.status, [200], step.kind);
  }
}

/** Every internal path of the guest's menus in `locale`, as the layout renders them. */
async function menuPaths(locale: Locale): Promise<string[]> {
  const { body } = await t.callJson<PublicBundle>('/api/settings', { headers: { 'x-language': locale } });
  const walk = (links: NavLink[]): string[] => links.flatMap((link) => [...(link.target?.kind === 'internal' ? [link.target.path] : []), ...walk(link.children)]);
  return [...new Set(body.data!.menus.flatMap((menu) => walk(menu.items)))];
}

/** The URL slugs of the site's draft items in `locale` that no published item of the same module uses there. */
async function draftSlugs(locale: Locale): Promise<Set<string>> {
  const rows = await t.ctx.handle.db.selectFrom('content_slugs').innerJoin('module_contents', 'module_contents.id', 'content_slugs.content_id')
    .select(['content_slugs.slug', 'module_contents.status']).where('content_slugs.locale', '=', locale).execute();
  const published = new Set(rows.filter((row) => row.status === 'published').map((row) => row.slug));
  return new Set(rows.filter((row) => row.status !== 'published' && !published.has(row.slug)).map((row) => row.slug));
}

/** The public path of each old address in the history, in its locale. */
async function oldAddresses(): Promise<string[]> {
  const { db } = t.ctx.handle;
  const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);
  const modules = await db.selectFrom('modules').select(['id', 'key', 'slug', 'slugs']).execute();
  const slugOf = (id: number, locale: string) => {
    const row = modules.find((mod) => mod.id === id)!;
    return (t.ctx.handle.json.read<Record<string, string>>(row.slugs) ?? {})[locale] ?? row.slug;
  };
  const keyOf = (id: number) => modules.find((mod) => mod.id === id)!.key;
  const contents = (await db.selectFrom('content_slug_history').select(['module_id', 'locale', 'slug']).execute())
    .map((row) => (keyOf(row.module_id) === 'pages' ? `${prefix(row.locale)}/${row.slug}` : `${prefix(row.locale)}/${slugOf(row.module_id, row.locale)}/${row.slug}`));
  const listings = (await db.selectFrom('module_slug_history').select(['locale', 'slug']).execute()).map((row) => `${prefix(row.locale)}/${row.slug}`);
  return [...contents, ...listings];
}

async function assertLinksHold(): Promise<void> {
  let links = 0;
  for (const locale of locales) {
    const drafts = await draftSlugs(locale);
    for (const path of await menuPaths(locale)) {
      links++;
      expect((await pages.get(path)).status, `${locale} menu link ${path}`).toBe(200);
      for (const segment of path.split('/')) expect(drafts.has(segment), `${locale} menu link ${path} carries a draft's slug`).toBe(false);
    }
  }
  // The listings' links always stay (no step deletes a module): the walk found the menus.
  expect(links).toBeGreaterThan(0);
  for (const path of await oldAddresses()) {
    const answer = await pages.get(path);
    expect([301, 404], `old address ${path}`).toContain(answer.status);
    if (answer.status === 301) expect((await pages.get(answer.headers.get('location')!)).status, `${path} → ${answer.headers.get('location')}`).toBe(200);
  }
}

describe('menu links under random slug renames, unpublishes and deletions', () => {
  it('answer 200 in en, sv and tr, never carry a draft\'s slug, and old addresses redirect to live pages', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (steps) => {
        const site = await buildSite();
        await assertLinksHold();
        for (const step of steps) {
          await apply(site, step);
          await assertLinksHold();
        }
      }),
      { numRuns: 12 },
    );
  });
});
