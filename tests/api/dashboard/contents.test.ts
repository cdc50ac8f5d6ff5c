import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import type { DashboardContent } from '@/shared/api/contents';
import type { ListResult } from '@/shared/api/list';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import type { PermissionTree } from '@/shared/permissions';
import { createAuthTestContext } from '../../helpers/accounts';
import type { CallOptions, TestContext } from '../../helpers/test-context';
import { auditRows, newRole, staff } from './helpers';
import { openAsAdmin } from '../../helpers/signed-in';

let t: TestContext;
let adminToken: string;
let adminId: number;
beforeAll(async () => ({ t, adminId, adminToken } = await openAsAdmin(createAuthTestContext)));
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const MESSAGES = { en, sv, tr } as const;
const api = <T = unknown>(path: string, options: CallOptions = {}) => t.callJson<T>(`/api/dashboard/modules${path}`, { token: adminToken, ...options });
const FIELDS: ModuleField[] = [
  { key: 'summary', label: { en: 'Summary' }, type: 'text', required: true },
  { key: 'rating', label: { en: 'Rating' }, type: 'number', required: false },
];

async function newModule(type: 'content' | 'form' = 'content'): Promise<DashboardModule> {
  const key = `mod-${unique()}`;
  const { res, body } = await api<DashboardModule>('', { json: { key, type, name: { en: `Module ${key}` }, slug: key, fields: FIELDS } });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

const contentBody = (extra: Record<string, unknown> = {}) => ({
  title: { en: `Post ${unique()}`, sv: 'Inlägg' }, slug: `post-${unique()}`, content: { summary: 'Short', rating: 4 }, ...extra,
});

async function newContent(mod: DashboardModule, extra: Record<string, unknown> = {}): Promise<DashboardContent> {
  const { res, body } = await api<DashboardContent>(`/${mod.key}/contents`, { json: contentBody(extra) });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

describe('the contents of a content module', () => {
  it('creates, reads, lists, saves the GET answer back and deletes, each with updated_by and an audit row', async () => {
    const mod = await newModule();
    const made = await newContent(mod, { header: { en: 'Head' }, header_image: '/media/a.jpg', status: 'draft' });
    expect(made).toMatchObject({ module: mod.key, status: 'draft', updated_by: adminId, version: 1, header: { en: 'Head' }, content: { summary: 'Short', rating: 4 } });

    const got = await api<DashboardContent>(`/${mod.key}/contents/${made.id}`);
    expect(got.res.status).toBe(200);
    expect(got.body.data).toEqual(made);

    const saved = await api<DashboardContent>(`/${mod.key}/contents/${made.id}`, { method: 'PUT', json: { ...got.body.data, title: { en: 'Renamed' } } });
    expect(saved.res.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ title: { en: 'Renamed' }, version: 2 });

    const listed = await api<ListResult<DashboardContent>>(`/${mod.key}/contents?search=renamed&sort=title&order=asc&per_page=10`);
    expect(listed.res.status).toBe(200);
    expect(listed.body.data).toMatchObject({ total: 1, page: 1, per_page: 10 });
    expect(listed.body.data!.items[0].id).toBe(made.id);

    const removed = await api(`/${mod.key}/contents/${made.id}`, { method: 'DELETE' });
    expect(removed.res.status).toBe(200);
    expect((await api(`/${mod.key}/contents/${made.id}`)).res.status).toBe(404);
    expect((await auditRows(t, 'contents', made.id)).map((row) => [row.action, row.actor_id])).toEqual([['create', adminId], ['update', adminId], ['delete', adminId]]);
  });

  it('filters by status, sorts and pages (per_page ≤ 100)', async () => {
    const mod = await newModule();
    await newContent(mod, { status: 'published', slug: 'b-one' });
    await newContent(mod, { status: 'draft', slug: 'a-two' });
    const drafts = await api<ListResult<DashboardContent>>(`/${mod.key}/contents?status=draft`);
    expect(drafts.body.data!.items.map((item) => item.slug.en)).toEqual(['a-two']);
    const byId = await api<ListResult<DashboardContent>>(`/${mod.key}/contents?sort=id&order=desc&per_page=1&page=2`);
    expect(byId.body.data).toMatchObject({ total: 2, items: [{ slug: { en: 'b-one' } }] });
    expect((await api(`/${mod.key}/contents?per_page=101`)).res.status).toBe(422);
    expect((await api(`/${mod.key}/contents?sort=content`)).res.status).toBe(422);
  });

  it('answers 404 for an unknown module or content, and "wrong module type" for a form module', async () => {
    const missing = await api(`/no-such-module/contents`);
    expect(missing.res.status).toBe(404);
    expect(missing.body.message).toBe(en.api.module_not_found);
    const mod = await newModule();
    const content = await api(`/${mod.key}/contents/999999`);
    expect(content.res.status).toBe(404);
    expect(content.body.message).toBe(en.api.content_not_found);
    const form = await newModule('form');
    const wrong = await api(`/${form.key}/contents`, { json: contentBody() });
    expect(wrong.res.status).toBe(400);
    expect(wrong.body.message).toBe(en.api.wrong_module_type);
  });

  it('refuses a taken slug (409 on the slug) and a stale version (409)', async () => {
    const mod = await newModule();
    const first = await newContent(mod);
    const taken = await api(`/${mod.key}/contents`, { json: contentBody({ slug: first.slug }) });
    expect(taken.res.status).toBe(409);
    expect(taken.body.data).toMatchObject({ 'slug.en': { _errors: [en.validation.slug_taken] }, 'slug.sv': { _errors: [en.validation.slug_taken] } });
    // Another module may use the same slug.
    await newContent(await newModule(), { slug: first.slug });

    const second = await newContent(mod);
    const renamed = await api(`/${mod.key}/contents/${second.id}`, { method: 'PUT', json: { ...second, slug: first.slug } });
    expect(renamed.res.status).toBe(409);
    await api(`/${mod.key}/contents/${second.id}`, { method: 'PUT', json: { ...second, title: { en: 'Newer' } } });
    const stale = await api(`/${mod.key}/contents/${second.id}`, { method: 'PUT', json: { ...second, title: { en: 'Older' } } });
    expect(stale.res.status).toBe(409);
    expect(stale.body.message).toBe(en.api.stale_version);
  });

  it('checks the field values with the registry (422 at content.<field>, translated) and the slug format', async () => {
    const mod = await newModule();
    for (const language of ['en', 'sv', 'tr'] as const) {
      const { res, body } = await api(`/${mod.key}/contents`, { json: contentBody({ content: { rating: 'many' } }), headers: { 'x-language': language } });
      expect(res.status).toBe(422);
      expect(body.message).toBe(MESSAGES[language].api.validation_failed);
      expect(body.data).toMatchObject({ content: { summary: { _errors: [expect.any(String)] }, rating: { _errors: [expect.any(String)] } } });
      const slug = await api(`/${mod.key}/contents`, { json: contentBody({ slug: 'Not A Slug' }), headers: { 'x-language': language } });
      expect(slug.res.status).toBe(422);
      expect(slug.body.data).toMatchObject({ slug: { en: { _errors: [MESSAGES[language].validation.invalid_slug] } } });
    }
    const extra = await api(`/${mod.key}/contents`, { json: contentBody({ content: { summary: 'x', unknown: 1 } }) });
    expect(extra.res.status).toBe(422);
  });

  it('bulk-publishes, unpublishes and deletes all or nothing, with the action\'s own key', async () => {
    const mod = await newModule();
    const [a, b] = [await newContent(mod), await newContent(mod)];
    const other = await newContent(await newModule());
    const refused = await api(`/${mod.key}/contents/bulk`, { json: { ids: [a.id, other.id], action: 'publish' } });
    expect(refused.res.status).toBe(404);
    expect((await api<DashboardContent>(`/${mod.key}/contents/${a.id}`)).body.data!.status).toBe('draft');

    const published = await api<{ changed: number }>(`/${mod.key}/contents/bulk`, { json: { ids: [a.id, b.id], action: 'publish' } });
    expect(published.body.data).toEqual({ changed: 2 });
    expect((await api<DashboardContent>(`/${mod.key}/contents/${b.id}`)).body.data!.status).toBe('published');
    expect((await api<{ changed: number }>(`/${mod.key}/contents/bulk`, { json: { ids: [a.id], action: 'unpublish' } })).body.data).toEqual({ changed: 1 });
    expect((await api<DashboardContent>(`/${mod.key}/contents/${a.id}`)).body.data!.status).toBe('draft');

    const updater = await staff(t, { [mod.key]: { update: true } });
    const denied = await api(`/${mod.key}/contents/bulk`, { json: { ids: [a.id], action: 'delete' }, token: updater.token });
    expect(denied.res.status).toBe(403);
    expect((await api(`/${mod.key}/contents/bulk`, { json: { ids: [a.id], action: 'publish' }, token: updater.token })).res.status).toBe(200);

    const deleted = await api<{ changed: number }>(`/${mod.key}/contents/bulk`, { json: { ids: [a.id, b.id], action: 'delete' } });
    expect(deleted.body.data).toEqual({ changed: 2 });
    expect((await api<ListResult<DashboardContent>>(`/${mod.key}/contents`)).body.data!.total).toBe(0);
  });

  it('shows a content on the public site only once published, on the very next request', async () => {
    const mod = await newModule();
    const draft = await newContent(mod, { status: 'draft' });
    const listing = async () => (await t.ctx.services.content.listPublished(mod.slug.en, 'en'))!.items.map((item) => item.slug);
    expect(await listing()).toEqual([]);
    expect(await t.ctx.services.content.getPublished(mod.slug.en, draft.slug.en, 'en')).toBeNull();
    await api(`/${mod.key}/contents/${draft.id}`, { method: 'PUT', json: { ...draft, status: 'published', content: { summary: 'Published' } } });
    expect(await listing()).toEqual([draft.slug.en]);
    const shown = await t.ctx.services.content.getPublished(mod.slug.en, draft.slug.en, 'sv');
    expect(shown?.item.title).toBe('Inlägg');
  });
});

describe('permissions', () => {
  it('uses the module\'s own keys: 401 without a session, 403 without {key}.read, allowed with it', async () => {
    const mod = await newModule();
    expect((await t.callJson(`/api/dashboard/modules/${mod.key}/contents`)).res.status).toBe(401);
    const modulesOnly = await staff(t, { external: { dashboard: true }, modules: { read: true, update: true } });
    expect((await api(`/${mod.key}/contents`, { token: modulesOnly.token })).res.status).toBe(403);
    const reader = await staff(t, { [mod.key]: { read: true } });
    expect((await api(`/${mod.key}/contents`, { token: reader.token })).res.status).toBe(200);
    expect((await api(`/${mod.key}/contents`, { token: reader.token, json: contentBody() })).res.status).toBe(403);
  });

  it('gives every role holding modules.create the new module\'s own keys, in the same transaction', async () => {
    const creators = await newRole(t, { modules: { create: true } });
    const others = await newRole(t, { modules: { read: true } });
    const mod = await newModule();
    const permissions = async (id: number) => t.ctx.handle.json.read<PermissionTree>(
      (await t.ctx.handle.db.selectFrom('roles').select('permissions').where('id', '=', id).executeTakeFirstOrThrow()).permissions,
    )!;
    expect((await permissions(creators))[mod.key]).toEqual({ read: true, create: true, update: true, delete: true });
    expect((await permissions(others))[mod.key]).toBeUndefined();
    const creator = await staff(t, { modules: { create: true } });
    const made = await api<DashboardModule>('', { token: creator.token, json: { key: `own-${unique()}`, type: 'content', name: { en: 'Own module' }, slug: `own-${unique()}`, fields: FIELDS } });
    expect(made.res.status, JSON.stringify(made.body)).toBe(201);
    expect((await api(`/${made.body.data!.key}/contents`, { token: creator.token, json: contentBody() })).res.status).toBe(201);
  });
});
