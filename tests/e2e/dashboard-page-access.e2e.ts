import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AppContext } from '@/server/context';
import type { PermissionTree } from '@/shared/permissions';
import { launchBrowser } from './browser';
import { openServerDatabase, staffAccount } from './app-context';
import { baseUrl, signedInVisitor, open } from './accounts/helpers';

/** Everything a caller learns from one answer: its status, its headers and its body. */
interface Answer { status: number; location: string | null; everything: string }

/**
 * Outside review: the dashboard's item and module pages computed their metadata (the item's title, the
 * module's name) before checking access, so a guest's redirect to sign-in carried a draft's title.
 */
describe('dashboard pages tell nothing of a module or its items to a caller without the key', () => {
  let app: AppContext;
  /** Only the modules list needs a browser; the rest is plain requests. */
  let browser: Browser | undefined;
  let adminToken: string;
  const suffix = `${process.pid}${Date.now().toString(36)}`;
  /** A draft's title and a module's name that appear nowhere else. */
  const draftTitle = `Unreleased plans ${suffix}`;
  const moduleName = `Hidden ledger ${suffix}`;
  const moduleKey = `ledger-${suffix}`;
  let draftId: number;
  const tokens: Record<'stranger' | 'blogReader' | 'modulesReader' | 'modulesEditor', string> = { stranger: '', blogReader: '', modulesReader: '', modulesEditor: '' };

  async function adminApi<T>(method: string, path: string, body: unknown): Promise<{ status: number; data: T }> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie: `token=${adminToken}`, origin: baseUrl, 'content-type': 'application/json', 'x-language': 'en' },
      body: JSON.stringify(body),
    });
    return { status: response.status, data: ((await response.json()) as { data: T }).data };
  }

  /** A signed-in account whose role holds exactly `permissions`. */
  const accountWith = async (name: string, permissions: PermissionTree) => (await staffAccount(app, permissions, `${name}-${suffix}`, 'Page Access')).token;

  async function request(path: string, token: string | null, rsc: boolean): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (token) headers.cookie = `token=${token}`;
    if (rsc) headers.rsc = '1';
    const response = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' });
    const headerText = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    const answer = { status: response.status, location: response.headers.get('location'), everything: `${response.status}\n${headerText}\n\n${await response.text()}` };
    // A signed-in caller's dashboard is in their language: an address in another one is first
    // redirected to the same screen in theirs, and both answers count.
    const languageRedirect = token && answer.status === 307 && answer.location && !/\/(auth\/sign-in|hesap\/giris-yap)$/.test(new URL(answer.location, baseUrl).pathname);
    if (!languageRedirect) return answer;
    const followed = await request(answer.location!, token, rsc);
    return { ...followed, everything: `${answer.everything}\n\n${followed.everything}` };
  }

  beforeAll(async () => {
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(admin.id)).token;
    const draft = await adminApi<{ id: number }>('POST', '/api/dashboard/modules/blog/contents', {
      title: { en: draftTitle, sv: draftTitle },
      slug: { en: `unreleased-${suffix}` },
      content: { summary: { en: 'Summary' }, body: { en: '<p>Body</p>' } },
      status: 'draft',
    });
    expect(draft.status).toBe(201);
    draftId = draft.data.id;
    const created = await adminApi('POST', '/api/dashboard/modules', {
      key: moduleKey, type: 'content', slug: moduleKey, name: { en: moduleName }, fields: [{ key: 'title_text', label: { en: 'Title' }, type: 'text' }],
    });
    expect(created.status).toBe(201);
    tokens.stranger = await accountWith('Stranger', { external: { dashboard: true }, logs: { read: true } });
    tokens.blogReader = await accountWith('BlogReader', { external: { dashboard: true }, blog: { read: true } });
    tokens.modulesReader = await accountWith('ModulesReader', { external: { dashboard: true }, modules: { read: true } });
    tokens.modulesEditor = await accountWith('ModulesEditor', { external: { dashboard: true }, modules: { read: true, update: true } });
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  const itemPaths = () => [
    `/dashboard/blog/${draftId}`,
    `/dashboard/blog/${draftId}/preview`,
    `/sv/dashboard/blog/${draftId}/preview`,
    `/tr/yonetim/blog/${draftId}`,
    `/tr/yonetim/blog/${draftId}/onizleme`,
  ];
  const SIGN_IN = /\/(auth\/sign-in|hesap\/giris-yap)$/;

  it('sends no draft title to a guest or a signed-in user without blog.read, as HTML or as RSC payload', async () => {
    for (const path of itemPaths()) {
      for (const [caller, token] of [['guest', null], ['stranger', tokens.stranger]] as const) {
        for (const rsc of [false, true]) {
          const answer = await request(path, token, rsc);
          expect.soft(answer.everything, `${caller} ${path}${rsc ? ' (RSC)' : ''}`).not.toContain(draftTitle);
          if (!rsc && caller === 'guest') {
            expect.soft(answer.status, `${caller} ${path}`).toBe(307);
            expect(new URL(answer.location!, baseUrl).pathname, `${caller} ${path}`).toMatch(SIGN_IN);
          }
          // A signed-in staff member without the key: 403, the no-access panel inside the dashboard.
          if (!rsc && caller !== 'guest') expect.soft(answer.status, `${caller} ${path}`).toBe(403);
        }
      }
    }
  });

  it('shows the draft to a holder of blog.read, on its page and its preview', async () => {
    for (const path of itemPaths()) {
      const answer = await request(path, tokens.blogReader, false);
      expect(answer.status, path).toBe(200);
      expect(answer.everything, path).toMatch(new RegExp(`<title>[^<]*${draftTitle}`));
    }
  });

  it('sends no module name to a caller without the module\'s key, and none of the editor to one without modules.update', async () => {
    const modulePaths = [`/dashboard/${moduleKey}`, `/dashboard/${moduleKey}/add`, `/dashboard/modules/${moduleKey}`, `/sv/dashboard/modules/${moduleKey}`];
    for (const path of modulePaths) {
      for (const [caller, token] of [['guest', null], ['stranger', tokens.stranger], ['blog reader', tokens.blogReader]] as const) {
        for (const rsc of [false, true]) {
          const answer = await request(path, token, rsc);
          expect.soft(answer.everything, `${caller} ${path}${rsc ? ' (RSC)' : ''}`).not.toContain(moduleName);
          if (!rsc) expect.soft(answer.status, `${caller} ${path}`).toBe(caller === 'guest' ? 307 : 403);
        }
      }
    }
  });

  it('opens the module editor only with modules.update (spec §2), and the modules list links a reader to no editor', async () => {
    const reader = await request(`/dashboard/modules/${moduleKey}`, tokens.modulesReader, false);
    expect(reader.status).toBe(403);
    expect(reader.everything).toContain('data-no-access');
    expect(reader.everything).not.toContain(moduleName);
    const editor = await request(`/dashboard/modules/${moduleKey}`, tokens.modulesEditor, false);
    expect(editor.status).toBe(200);
    expect(editor.everything).toContain(moduleName);

    browser = await launchBrowser();
    const visitor = await signedInVisitor(browser, tokens.modulesReader);
    const { page } = visitor;
    await open(page, `/dashboard/modules?search=${moduleKey}`);
    const row = page.getByRole('row').filter({ hasText: moduleName });
    await row.waitFor();
    expect(await page.locator(`a[href$="/dashboard/modules/${moduleKey}"]`).count()).toBe(0);
    await row.getByRole('button', { name: `Actions for ${moduleName}` }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect((await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim())).toEqual(['Open contents']);
    expect(await page.locator(`a[href$="/dashboard/modules/${moduleKey}"]`).count()).toBe(0);
    await visitor.context.close();
  });
});
