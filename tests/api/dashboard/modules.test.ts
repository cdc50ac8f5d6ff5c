import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import type { ListResult } from '@/shared/api/list';
import type { DashboardModule, ModuleDeletion } from '@/shared/api/modules';
import type { ModuleTree } from '@/shared/api/module-tree';
import type { ModuleField } from '@/shared/fields';
import { createAuthTestContext } from '../../helpers/accounts';
import type { CallOptions, TestContext } from '../../helpers/test-context';
import { insertContent } from '../../helpers/modules';
import { auditRows } from './helpers';
import { openAsAdmin } from '../../helpers/signed-in';

let t: TestContext;
let adminToken: string;
beforeAll(async () => ({ t, adminToken } = await openAsAdmin(createAuthTestContext)));
afterAll(() => t.close());

const api = <T = unknown>(path: string, options: CallOptions = {}) => t.callJson<T>(`/api/dashboard/modules${path}`, { token: adminToken, ...options });
const unique = () => Math.random().toString(36).slice(2, 8);
const MESSAGES = { en, sv, tr } as const;

const field = (key: string, type: ModuleField['type'] = 'text'): ModuleField => ({ key, label: { en: key }, type, required: false });

/** A new content module made through the API, with `count` contents holding a `title_text` and a `summary` value. */
async function newModule(count = 0, fields: ModuleField[] = [field('title_text'), field('summary', 'textarea')]): Promise<DashboardModule> {
  const key = `mod-${unique()}`;
  const { res, body } = await api<DashboardModule>('', { json: { key, type: 'content', name: { en: `Module ${key}` }, slug: key, fields } });
  expect(res.status, JSON.stringify(body)).toBe(201);
  const { json } = t.ctx.handle;
  for (let index = 0; index < count; index++) {
    await insertContent(t.ctx.handle, {
      module_id: body.data!.id, slug: `item-${index}`, title: json.write({ en: `Item ${index}` }), status: 'published',
      content: json.write({ title_text: `text ${index}`, summary: `summary ${index}` }), ordering: index, updated_at: new Date().toISOString(),
    });
  }
  return (await api<DashboardModule>(`/${key}`)).body.data!;
}

const contentsOf = async (moduleId: number) =>
  Number((await t.ctx.handle.db.selectFrom('module_contents').select((eb) => eb.fn.countAll().as('n')).where('module_id', '=', moduleId).executeTakeFirstOrThrow()).n);

describe('GET /api/dashboard/modules', () => {
  it('lists the seeded modules by their ordering, filters by type and searches the key and the name', async () => {
    const { res, body } = await api<ListResult<DashboardModule>>('?per_page=100');
    expect(res.status).toBe(200);
    expect(body.data!.items.map((mod) => mod.key).slice(0, 6)).toEqual(['pages', 'blog', 'faq', 'pricing', 'landing', 'contact']);
    expect(body.data).toMatchObject({ page: 1, per_page: 100 });

    const forms = (await api<ListResult<DashboardModule>>('?type=form')).body.data!;
    expect(forms.items.every((mod) => mod.type === 'form')).toBe(true);
    expect(forms.items.map((mod) => mod.key)).toContain('contact');

    // "Sidor" is the Swedish name of `pages`: names are searched in every locale.
    const byName = (await api<ListResult<DashboardModule>>('?search=sidor')).body.data!;
    expect(byName.items.map((mod) => mod.key)).toEqual(['pages']);
    expect((await api<ListResult<DashboardModule>>('?search=pric')).body.data!.items.map((mod) => mod.key)).toEqual(['pricing']);
  });

  it('sorts by name and key, and refuses an unknown sort or a page over 100 (422)', async () => {
    const byName = (await api<ListResult<DashboardModule>>('?sort=name&order=asc&per_page=100&type=content')).body.data!.items.map((mod) => mod.name.en!.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const byKey = (await api<ListResult<DashboardModule>>('?sort=key&order=desc&per_page=100')).body.data!.items.map((mod) => mod.key);
    expect(byKey).toEqual([...byKey].sort().reverse());
    expect((await api('?sort=fields')).res.status).toBe(422);
    expect((await api('?per_page=101')).res.status).toBe(422);
  });
});

describe('GET /api/dashboard/modules/{key}', () => {
  it('answers a module with its fields, upload config, counts and version', async () => {
    const { res, body } = await api<DashboardModule>('/blog');
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ key: 'blog', type: 'content', slug: { en: 'blog' }, version: 1, upload_config: { max_files: 10 } });
    expect(body.data!.fields.length).toBeGreaterThan(0);
    expect(body.data!.content_count).toBeGreaterThan(0);
  });

  it('is a 404 for a key that is not there', async () => {
    const { res, body } = await api('/no-such-module');
    expect(res.status).toBe(404);
    expect(body.message).toBe(en.api.module_not_found);
  });
});

describe('POST /api/dashboard/modules', () => {
  it('creates a module (201, reload_store) with an audit row', async () => {
    const key = `news-${unique()}`;
    const { res, body } = await api<DashboardModule>('', {
      json: { key, type: 'content', name: { en: 'News room', sv: 'Nyheter' }, slug: key, icon: 'lucide:newspaper', fields: [field('headline')] },
    });
    expect(res.status).toBe(201);
    expect(body.reload_store).toBe(true);
    expect(body.message).toBe(en.api.module_created);
    expect(body.data).toMatchObject({ key, version: 1, content_count: 0, icon: 'lucide:newspaper', upload_config: null });
    expect((await auditRows(t, 'modules', body.data!.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('refuses a short name, with the tree translated in en, sv and tr (422)', async () => {
    for (const language of ['en', 'sv', 'tr'] as const) {
      const key = `short-${unique()}`;
      const { res, body } = await api('', { json: { key, type: 'content', name: { en: 'ab' }, slug: key, fields: [] }, headers: { 'x-language': language } });
      expect(res.status).toBe(422);
      expect(body.message).toBe(MESSAGES[language].api.validation_failed);
      expect(body.data).toMatchObject({ name: { en: { _errors: [MESSAGES[language].validation.name_min] } } });
    }
  });

  it.each(['users', 'settings', 'overview', 'about', 'hakkimizda', 'contact', '401', 'feeds', 'sitemap', 'auth', 'api', 'dashboard', 'tr'])(
    'refuses the reserved word %s as a key and as a slug (422, translated)', async (word) => {
      const asKey = await api('', { json: { key: word, type: 'content', name: { en: `Reserved ${unique()}` }, slug: `s-${unique()}`, fields: [] }, headers: { 'x-language': 'sv' } });
      expect(asKey.res.status).toBe(422);
      expect(asKey.body.data).toMatchObject({ key: { _errors: [sv.validation.reserved_word] } });
      const asSlug = await api('', { json: { key: `k-${unique()}`, type: 'content', name: { en: `Reserved ${unique()}` }, slug: word, fields: [] } });
      expect(asSlug.res.status).toBe(422);
      expect(asSlug.body.data).toMatchObject({ 'slug.en': { _errors: [en.validation.reserved_word] } });
    },
  );

  it('refuses a key that is not slug-like (422)', async () => {
    const { res, body } = await api('', { json: { key: 'Bad Key', type: 'content', name: { en: 'Bad key module' }, slug: `s-${unique()}`, fields: [] } });
    expect(res.status).toBe(422);
    expect(body.data).toHaveProperty('key');
  });

  it('checks every field with the registry: a bad definition and a duplicate key are 422 at their paths', async () => {
    const key = `f-${unique()}`;
    const base = { key, type: 'content', name: { en: 'Field checks' }, slug: key };
    const bad = await api('', { json: { ...base, fields: [field('ok'), { ...field('choice'), type: 'selection' }] } });
    expect(bad.res.status).toBe(422);
    expect(bad.body.data).toMatchObject({ fields: { 1: { options: { _errors: [en.validation.required] } } } });

    const duplicate = await api('', { json: { ...base, fields: [field('same'), field('other'), field('same', 'number')] }, headers: { 'x-language': 'tr' } });
    expect(duplicate.res.status).toBe(422);
    expect(duplicate.body.data).toMatchObject({ fields: { 2: { key: { _errors: [tr.validation.key_taken] } } } });
    expect((await api(`/${key}`)).res.status).toBe(404);
  });

  it('refuses a key, slug or name another module has (409), naming each', async () => {
    const { res, body } = await api('', { json: { key: 'blog', type: 'content', name: { en: 'FAQ' }, slug: 'pricing', fields: [] } });
    expect(res.status).toBe(409);
    expect(body.data).toMatchObject({ key: { _errors: [en.validation.key_taken] }, 'slug.en': { _errors: [en.validation.slug_taken] }, 'name.en': { _errors: [en.validation.name_taken] } });
  });
});

describe('PUT /api/dashboard/modules/{key}', () => {
  it('takes the GET answer back with a change (reload_store, version raised, audit row), and refuses a stale copy (409)', async () => {
    const mod = await newModule();
    const first = await api<DashboardModule>(`/${mod.key}`, { method: 'PUT', json: { ...mod, name: { en: 'Renamed module' } } });
    expect(first.res.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.reload_store).toBe(true);
    expect(first.body.data).toMatchObject({ name: { en: 'Renamed module' }, version: mod.version + 1 });

    const stale = await api(`/${mod.key}`, { method: 'PUT', json: { ...mod, name: { en: 'Second editor' } } });
    expect(stale.res.status).toBe(409);
    expect(stale.body.message).toBe(en.api.stale_version);
    expect((await auditRows(t, 'modules', mod.id)).map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('takes every seeded module back as it is', async () => {
    const { items } = (await api<ListResult<DashboardModule>>('?per_page=100')).body.data!;
    for (const mod of items.filter((item) => ['pages', 'blog', 'faq', 'pricing', 'landing', 'contact'].includes(item.key))) {
      const current = (await api<DashboardModule>(`/${mod.key}`)).body.data!;
      const { res, body } = await api(`/${mod.key}`, { method: 'PUT', json: current });
      expect(res.status, `${mod.key}: ${JSON.stringify(body)}`).toBe(200);
    }
  });

  it('is a 404 for a key that is not there, and refuses another key (422) or a reserved slug (422)', async () => {
    const mod = await newModule();
    expect((await api('/no-such-module', { method: 'PUT', json: mod })).res.status).toBe(404);
    const renamed = await api(`/${mod.key}`, { method: 'PUT', json: { ...mod, key: 'other-key' } });
    expect(renamed.res.status).toBe(422);
    expect(renamed.body.data).toMatchObject({ key: { _errors: [en.validation.key_immutable] } });
    const reserved = await api(`/${mod.key}`, { method: 'PUT', json: { ...mod, slug: 'sitemap' } });
    expect(reserved.res.status).toBe(422);
  });

  it('refuses removing a field that holds values unless confirmed, and then keeps the stored values', async () => {
    const mod = await newModule(2);
    const without = { ...mod, fields: mod.fields.filter((each) => each.key !== 'summary') };
    const refused = await api(`/${mod.key}`, { method: 'PUT', json: without, headers: { 'x-language': 'sv' } });
    expect(refused.res.status).toBe(409);
    expect(refused.body.message).toBe(sv.api.module_fields_in_use.replace('{fields}', 'summary'));
    expect(refused.body.data).toEqual({ removed: ['summary'] });

    const confirmed = await api<DashboardModule>(`/${mod.key}`, { method: 'PUT', json: { ...without, confirm_field_changes: true } });
    expect(confirmed.res.status).toBe(200);
    expect(confirmed.body.data!.fields.map((each) => each.key)).toEqual(['title_text']);
    const stored = await t.ctx.handle.db.selectFrom('module_contents').select('content').where('module_id', '=', mod.id).execute();
    expect(stored.map((row) => t.ctx.handle.json.read<Record<string, string>>(row.content).summary).sort()).toEqual(['summary 0', 'summary 1']);
  });

  it('lets a field without values go or change type freely, and never retypes one with values (409)', async () => {
    const mod = await newModule(1, [field('title_text'), field('summary', 'textarea'), field('unused')]);
    const retypedEmpty = { ...mod, fields: [field('title_text'), field('summary', 'textarea'), field('unused', 'number')] };
    const free = await api<DashboardModule>(`/${mod.key}`, { method: 'PUT', json: retypedEmpty });
    expect(free.res.status, JSON.stringify(free.body)).toBe(200);

    const retyped = await api(`/${mod.key}`, {
      method: 'PUT', json: { ...free.body.data!, fields: [field('title_text', 'number'), field('summary', 'textarea')], confirm_field_changes: true },
    });
    expect(retyped.res.status).toBe(409);
    expect(retyped.body.message).toBe(en.api.module_field_type_in_use.replace('{fields}', 'title_text'));
    expect((await api<DashboardModule>(`/${mod.key}`)).body.data!.version).toBe(free.body.data!.version);
  });

  it('counts the values of a form module\'s submissions too', async () => {
    const key = `form-${unique()}`;
    const created = (await api<DashboardModule>('', { json: { key, type: 'form', name: { en: `Form ${key}` }, slug: key, fields: [field('topic'), field('note')] } })).body.data!;
    await t.ctx.handle.db.insertInto('form_submissions').values({
      module_id: created.id, data: t.ctx.handle.json.write({ topic: 'Hello' }), status: 'pending', updated_at: new Date().toISOString(),
    }).execute();
    const topicGone = await api(`/${key}`, { method: 'PUT', json: { ...created, fields: [field('note')] } });
    expect(topicGone.res.status).toBe(409);
    expect(topicGone.body.data).toEqual({ removed: ['topic'] });
    expect((await api(`/${key}`, { method: 'PUT', json: { ...created, fields: [field('topic')] } })).res.status).toBe(200);
    expect((await api<ModuleDeletion>(`/${key}`, { method: 'DELETE' })).body.data).toEqual({ contents: 0, submissions: 1 });
  });

  it('refuses a slug or name another module has (409)', async () => {
    const mod = await newModule();
    const { res, body } = await api(`/${mod.key}`, { method: 'PUT', json: { ...mod, slug: 'blog', name: { en: 'Pages' } } });
    expect(res.status).toBe(409);
    expect(body.data).toMatchObject({ 'slug.en': { _errors: [en.validation.slug_taken] }, 'name.en': { _errors: [en.validation.name_taken] } });
  });

  it('shows a rename and a new slug on the very next public request', async () => {
    const mod = await newModule(1);
    const reader = await t.tokenFor(await t.createUser({ [mod.key]: { read: true } }));
    const tree = async () => (await t.callJson<ModuleTree>('/api/modules/tree', { token: reader })).body.data!.content.find((item) => item.key === mod.key);
    expect(await tree()).toMatchObject({ name: mod.name.en, slug: mod.slug.en });
    expect(await t.ctx.services.content.listPublished(mod.slug.en, 'en')).not.toBeNull();

    const slug = `${mod.slug.en}-new`;
    expect((await api(`/${mod.key}`, { method: 'PUT', json: { ...mod, slug, name: { en: 'Fresh name' } } })).res.status).toBe(200);
    expect(await tree()).toMatchObject({ name: 'Fresh name', slug });
    expect(await t.ctx.services.content.listPublished(mod.slug.en, 'en')).toBeNull();
    expect((await t.ctx.services.content.listPublished(slug, 'en'))?.items).toHaveLength(1);
    expect((await t.callJson('/api/settings')).res.status).toBe(200);
  });
});

describe('GET /api/settings after a module save', () => {
  it('builds the home sections from the saved fields on the next request', async () => {
    const landing = async () => (await t.callJson<{ contents: { landing: Record<string, unknown> } }>('/api/settings', { headers: { 'x-language': 'sv' } })).body.data!.contents.landing;
    expect((await landing()).intro_head).toBe('Ditt innehåll, på alla språk');
    const saved = (await api<DashboardModule>('/landing')).body.data!;
    const without = await api<DashboardModule>('/landing', { method: 'PUT', json: { ...saved, fields: saved.fields.filter((each) => each.key !== 'intro_head'), confirm_field_changes: true } });
    expect(without.res.status, JSON.stringify(without.body)).toBe(200);
    // No longer a per-locale field: the stored value is handed on as it is, all three languages.
    expect((await landing()).intro_head).toMatchObject({ sv: 'Ditt innehåll, på alla språk', en: 'Your content, in every language' });

    expect((await api('/landing', { method: 'PUT', json: { ...without.body.data!, fields: saved.fields } })).res.status).toBe(200);
    expect((await landing()).intro_head).toBe('Ditt innehåll, på alla språk');
  });
});

describe('DELETE /api/dashboard/modules/{key}', () => {
  it('previews, then deletes the module with all its contents in one go, and answers how many went', async () => {
    const mod = await newModule(3);
    const preview = await api<ModuleDeletion>(`/${mod.key}/delete-preview`);
    expect(preview.body.data).toEqual({ contents: 3, submissions: 0 });
    expect(await contentsOf(mod.id)).toBe(3);

    const { res, body } = await api<ModuleDeletion>(`/${mod.key}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ reload_store: true, message: en.api.module_deleted, data: { contents: 3, submissions: 0 } });
    expect(await contentsOf(mod.id)).toBe(0);
    expect((await api(`/${mod.key}`)).res.status).toBe(404);
    expect((await auditRows(t, 'modules', mod.id)).map((row) => row.action)).toEqual(['create', 'delete']);
    expect((await api(`/${mod.key}`, { method: 'DELETE' })).res.status).toBe(404);
    expect((await api(`/${mod.key}/delete-preview`)).res.status).toBe(404);
  });

  it('takes the module key out of every role, so those roles can still be saved', async () => {
    const mod = await newModule();
    const holder = await t.createUser({ [mod.key]: { read: true }, users: { read: true } });
    const roleId = (await t.ctx.handle.db.selectFrom('users').select('role_id').where('id', '=', holder).executeTakeFirstOrThrow()).role_id;
    expect((await api(`/${mod.key}`, { method: 'DELETE' })).res.status).toBe(200);
    const role = await t.callJson<{ permissions: Record<string, unknown>; name: string; version: number }>(`/api/dashboard/roles/${roleId}`, { token: adminToken });
    expect(role.body.data!.permissions).toEqual({ users: { read: true } });
    expect((await t.callJson(`/api/dashboard/roles/${roleId}`, { method: 'PUT', json: role.body.data, token: adminToken })).res.status).toBe(200);
  });

  it('leaves everything as it was when the write fails half-way', async () => {
    const mod = await newModule(2);
    const { db } = t.ctx.handle;
    // The audit row is the transaction's last write: without its table the delete fails after the contents went.
    await sql`alter table audit_log rename to audit_log_away`.execute(db);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await api(`/${mod.key}`, { method: 'DELETE' })).res.status).toBe(500);
    } finally {
      logged.mockRestore();
      await sql`alter table audit_log_away rename to audit_log`.execute(db);
    }
    expect(await contentsOf(mod.id)).toBe(2);
    expect((await api(`/${mod.key}`)).res.status).toBe(200);
  });
});
