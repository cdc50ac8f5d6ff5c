import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import type { DashboardContent } from '@/shared/api/contents';
import type { ListResult } from '@/shared/api/list';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import { createAuthTestContext } from '../../helpers/accounts';
import type { CallOptions, TestContext } from '../../helpers/test-context';
import { openAsAdmin } from '../../helpers/signed-in';

let t: TestContext;
let adminToken: string;
beforeAll(async () => ({ t, adminToken } = await openAsAdmin(createAuthTestContext)));
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const api = <T = unknown>(path: string, options: CallOptions = {}) => t.callJson<T>(`/api/dashboard/modules${path}`, { token: adminToken, ...options });
const FIELDS: ModuleField[] = [
  { key: 'subtitle', label: { en: 'Subtitle' }, type: 'multilang_text', required: false, table: { visible: true, sortable: true, searchable: true } },
  { key: 'rank', label: { en: 'Rank' }, type: 'number', required: false, table: { visible: true, sortable: true, searchable: false } },
  { key: 'note', label: { en: 'Note' }, type: 'text', required: false },
];

async function newModule(slug: Record<string, string> | string = `m-${unique()}`): Promise<DashboardModule> {
  const key = `mod-${unique()}`;
  const { res, body } = await api<DashboardModule>('', { json: { key, type: 'content', name: { en: `Module ${key}` }, slug, fields: FIELDS } });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

async function newContent(mod: DashboardModule, extra: Record<string, unknown> = {}): Promise<DashboardContent> {
  const { res, body } = await api<DashboardContent>(`/${mod.key}/contents`, {
    json: { title: { en: `Post ${unique()}` }, slug: `post-${unique()}`, status: 'published', content: {}, ...extra },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

describe('slugs per locale', () => {
  it('keeps each locale\'s own slug and answers the GET shape back to PUT unchanged', async () => {
    const mod = await newModule({ en: `news-${unique()}`, sv: `nyheter-${unique()}`, tr: '' });
    expect(Object.keys(mod.slug).sort()).toEqual(['en', 'sv']);
    const item = await newContent(mod, { slug: { en: 'hello', sv: 'hej', tr: '' } });
    expect(item.slug).toEqual({ en: 'hello', sv: 'hej' });
    const saved = await api<DashboardContent>(`/${mod.key}/contents/${item.id}`, { method: 'PUT', json: item });
    expect(saved.res.status).toBe(200);
    expect(saved.body.data!.slug).toEqual({ en: 'hello', sv: 'hej' });
  });

  it('is unique per module and locale, counting a locale that uses the default slug (409 at slug.<locale>)', async () => {
    const mod = await newModule();
    await newContent(mod, { slug: { en: 'first', sv: 'forsta' } });
    // Swedish "first" is free (the first item's Swedish URL uses "forsta"); English "first" is not,
    // nor Turkish, which uses the English slug on both items.
    const clash = await api(`/${mod.key}/contents`, { json: { title: { en: 'x' }, slug: { en: 'first', sv: 'annan' } } });
    expect(clash.res.status).toBe(409);
    expect(clash.body.data).toEqual({ _errors: [], 'slug.en': { _errors: [en.validation.slug_taken] }, 'slug.tr': { _errors: [en.validation.slug_taken] } });
    expect((await api(`/${mod.key}/contents`, { json: { title: { en: 'x' }, slug: { en: 'second', sv: 'first' } } })).res.status).toBe(201);
    // An explicit Swedish slug another item's Swedish URL uses is taken.
    const swedish = await api(`/${mod.key}/contents`, { json: { title: { en: 'x' }, slug: { en: 'third', sv: 'forsta' } } });
    expect(swedish.body.data).toEqual({ _errors: [], 'slug.sv': { _errors: [en.validation.slug_taken] } });
  });

  it('serves each locale\'s page at its own slugs, with alternates to each, and sends another locale\'s slug on', async () => {
    const base = unique();
    const mod = await newModule({ en: `guides-${base}`, sv: `guider-${base}` });
    const item = await newContent(mod, { slug: { en: 'getting-started', sv: 'kom-igang' }, title: { en: 'Getting started', sv: 'Kom igång' } });
    const content = t.ctx.services.content;
    expect((await content.getPublished(`guides-${base}`, 'getting-started', 'en'))?.item.id).toBe(item.id);
    expect((await content.getPublished(`guider-${base}`, 'kom-igang', 'sv'))?.item).toMatchObject({ id: item.id, title: 'Kom igång', slug: 'kom-igang' });
    // Turkish has no slugs of its own: the default ones.
    expect((await content.getPublished(`guides-${base}`, 'getting-started', 'tr'))?.item.slugs).toEqual({ en: 'getting-started', sv: 'kom-igang', tr: 'getting-started' });
    expect(await content.getPublished(`guides-${base}`, 'getting-started', 'sv')).toBeNull();
    expect(await content.findMoved(`guides-${base}`, 'getting-started', 'sv')).toEqual({ moduleKey: mod.key, moduleSlug: `guider-${base}`, contentSlug: 'kom-igang' });
    expect(await content.findMoved(`guides-${base}`, null, 'sv')).toEqual({ moduleKey: mod.key, moduleSlug: `guider-${base}`, contentSlug: null });
    expect(await content.findMoved(`guides-${base}`, 'no-such-item', 'sv')).toBeNull();
  });

  it('keeps drafts out of every public read, also under another locale\'s slug', async () => {
    const mod = await newModule({ en: `drafts-${unique()}`, sv: `utkast-${unique()}` });
    await newContent(mod, { status: 'draft', slug: { en: 'secret', sv: 'hemlig' } });
    expect(await t.ctx.services.content.getPublished(mod.slug.sv!, 'hemlig', 'sv')).toBeNull();
    expect(await t.ctx.services.content.findMoved(mod.slug.en, 'secret', 'sv')).toBeNull();
    expect((await t.ctx.services.content.listPublished(mod.slug.en, 'en'))?.items).toEqual([]);
  });

  it('refuses a module slug that a top-level page already uses in that locale', async () => {
    const { res, body } = await api('', { json: { key: `k-${unique()}`, type: 'content', name: { en: `Privacy ${unique()}` }, slug: 'privacy', fields: [] } });
    expect(res.status).toBe(409);
    expect(body.data).toMatchObject({ 'slug.en': { _errors: [en.validation.slug_taken] } });
  });
});

describe('the contents list follows the field flags', () => {
  it('sorts by a sortable field (text in the default locale, numbers as numbers) and refuses others (422)', async () => {
    const mod = await newModule();
    for (const [rank, subtitle] of [[10, 'beta'], [9, 'alpha'], [100, 'gamma']] as const) {
      await newContent(mod, { content: { rank, subtitle: { en: subtitle, sv: `sv ${subtitle}` } } });
    }
    const sorted = async (sort: string, order: string) =>
      (await api<ListResult<DashboardContent>>(`/${mod.key}/contents?sort=${sort}&order=${order}`)).body.data!.items.map((item) => item.content.rank);
    expect(await sorted('content.rank', 'asc')).toEqual([9, 10, 100]);
    expect(await sorted('content.subtitle', 'desc')).toEqual([100, 10, 9]);
    expect((await api(`/${mod.key}/contents?sort=content.note`)).res.status).toBe(422);
    expect((await api(`/${mod.key}/contents?sort=content.missing`)).res.status).toBe(422);
  });

  it('keeps the field sort right through edits, empty values, filters and a field newly flagged sortable', async () => {
    const mod = await newModule();
    const one = await newContent(mod, { title: { en: 'Kiwi one' }, content: { rank: 3, subtitle: { en: 'Banana' }, note: 'b' } });
    const two = await newContent(mod, { title: { en: 'Kiwi two' }, content: { rank: 1, subtitle: { en: 'apple' }, note: 'c' } });
    const three = await newContent(mod, { title: { en: 'Plum three' }, status: 'draft', content: { rank: 2, note: 'a' } });
    const none = await newContent(mod, { title: { en: 'Kiwi none' }, content: {} });
    const ids = async (query: string) =>
      (await api<ListResult<DashboardContent>>(`/${mod.key}/contents?${query}`)).body.data!.items.map((item) => item.id);

    // An item without a value is listed too: an empty number first ascending, last descending, on both engines.
    expect(await ids('sort=content.rank&order=asc')).toEqual([none.id, two.id, three.id, one.id]);
    expect(await ids('sort=content.rank&order=desc')).toEqual([one.id, three.id, two.id, none.id]);
    // Empty text sorts first ascending (ties by id); text is compared lower-cased.
    expect(await ids('sort=content.subtitle&order=asc')).toEqual([three.id, none.id, two.id, one.id]);

    const current = (await api<DashboardContent>(`/${mod.key}/contents/${two.id}`)).body.data!;
    expect((await api(`/${mod.key}/contents/${two.id}`, { method: 'PUT', json: { ...current, content: { ...current.content, rank: 50 } } })).res.status).toBe(200);
    expect(await ids('sort=content.rank&order=desc')).toEqual([two.id, one.id, three.id, none.id]);
    expect(await ids('sort=content.rank&order=desc&search=kiwi&status=published')).toEqual(
      (await ids('sort=content.rank&order=desc')).filter((id) => id !== three.id),
    );
    expect(await ids('sort=content.rank&order=asc&per_page=1&page=2')).toHaveLength(1);

    expect((await api(`/${mod.key}/contents?sort=content.note`)).res.status).toBe(422);
    const fields = mod.fields.map((field) => (field.key === 'note' ? { ...field, table: { visible: true, sortable: true, searchable: false } } : field));
    expect((await api(`/${mod.key}`, { method: 'PUT', json: { ...mod, fields } })).res.status).toBe(200);
    expect(await ids('sort=content.note&order=asc')).toEqual([none.id, three.id, one.id, two.id]);

    expect((await api(`/${mod.key}/contents/${one.id}`, { method: 'DELETE' })).res.status).toBe(200);
    expect(await ids('sort=content.note&order=asc')).toEqual([none.id, three.id, two.id]);
  });

  it('searches titles in every locale, slugs and searchable fields, not the other fields', async () => {
    const mod = await newModule();
    const a = await newContent(mod, { title: { en: 'Apple', sv: 'Äpple' }, content: { subtitle: { tr: 'Elma kırmızı' }, note: 'zebra' } });
    const b = await newContent(mod, { title: { en: 'Banana' }, slug: { en: 'yellow-fruit' } });
    const found = async (search: string) =>
      (await api<ListResult<DashboardContent>>(`/${mod.key}/contents?search=${encodeURIComponent(search)}`)).body.data!.items.map((item) => item.id);
    expect(await found('äpple')).toEqual([a.id]);
    expect(await found('kırmızı')).toEqual([a.id]);
    expect(await found('yellow')).toEqual([b.id]);
    expect(await found('zebra')).toEqual([]);
  });

  it('searches a field as soon as the module flags it searchable (existing items included)', async () => {
    const mod = await newModule();
    const item = await newContent(mod, { content: { note: 'zebra crossing' } });
    const search = async () => (await api<ListResult<DashboardContent>>(`/${mod.key}/contents?search=zebra`)).body.data!.total;
    expect(await search()).toBe(0);
    const fields = mod.fields.map((field) => (field.key === 'note' ? { ...field, table: { visible: true, sortable: false, searchable: true } } : field));
    expect((await api(`/${mod.key}`, { method: 'PUT', json: { ...mod, fields } })).res.status).toBe(200);
    expect(await search()).toBe(1);
    expect((await api<DashboardContent>(`/${mod.key}/contents/${item.id}`)).body.data!.updated_by_name).toBe('Administrator');
  });
});

describe('public listings', () => {
  it('pages the published items', async () => {
    const mod = await newModule();
    for (let index = 0; index < 26; index++) await newContent(mod);
    const first = (await t.ctx.services.content.listPublished(mod.slug.en, 'en', 1))!;
    expect(first).toMatchObject({ page: 1, pages: 2, total: 26 });
    expect(first.items).toHaveLength(24);
    const second = (await t.ctx.services.content.listPublished(mod.slug.en, 'en', 2))!;
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(26);
  });
});

describe('relations', () => {
  it('refuses an id the target module does not hold (422 at content.<field>), and accepts its own items', async () => {
    const target = await newModule();
    const other = await newModule();
    const linked = await newContent(target);
    const stranger = await newContent(other);
    const key = `rel-${unique()}`;
    const fields: ModuleField[] = [{ key: 'related', label: { en: 'Related' }, type: 'relation', required: false, relation: { module: target.key, multiple: true } }];
    const mod = (await api<DashboardModule>('', { json: { key, type: 'content', name: { en: `Relations ${key}` }, slug: key, fields } })).body.data!;
    const refused = await api(`/${mod.key}/contents`, { json: { title: { en: 'x' }, slug: 'x', content: { related: [linked.id, stranger.id] } } });
    expect(refused.res.status).toBe(422);
    expect(refused.body.data).toMatchObject({ content: { related: { _errors: [en.validation.relation_missing] } } });
    const made = await api<DashboardContent>(`/${mod.key}/contents`, { json: { title: { en: 'y' }, slug: 'y', content: { related: [linked.id] } } });
    expect(made.res.status).toBe(201);
    expect(made.body.data!.content.related).toEqual([linked.id]);
  });

  it('reach a public item page as links to the published related items only, with their title and slug in the visitor\'s locale', async () => {
    const target = await newModule({ en: `people-${unique()}`, sv: `folk-${unique()}` });
    const anna = await newContent(target, { title: { en: 'Anna', sv: 'Anna S' }, slug: { en: 'anna', sv: 'anna-sv' } });
    const draft = await newContent(target, { status: 'draft' });
    const gone = await newContent(target);
    const key = `rel-${unique()}`;
    const fields: ModuleField[] = [
      { key: 'authors', label: { en: 'Authors' }, type: 'relation', required: false, relation: { module: target.key, multiple: true } },
      { key: 'credits', label: { en: 'Credits' }, type: 'group', required: false, fields: [
        { key: 'who', label: { en: 'Who' }, type: 'relation', required: false, relation: { module: target.key, multiple: false } },
      ] },
    ];
    const mod = (await api<DashboardModule>('', { json: { key, type: 'content', name: { en: `Relations ${key}` }, slug: key, fields } })).body.data!;
    const item = await newContent(mod, { content: { authors: [draft.id, anna.id, gone.id], credits: [{ who: gone.id }] } });
    expect((await api(`/${target.key}/contents/${gone.id}`, { method: 'DELETE' })).res.status).toBe(200);

    const shown = await t.ctx.services.content.getPublished(key, item.slug.en, 'sv');
    expect(shown!.related).toEqual({ [anna.id]: { title: 'Anna S', moduleKey: target.key, moduleSlug: target.slug.sv, slug: 'anna-sv' } });
    const withCredit = await api<DashboardContent>(`/${mod.key}/contents/${item.id}`, { method: 'PUT', json: { ...item, content: { authors: [], credits: [{ who: anna.id }] } } });
    expect(withCredit.res.status).toBe(200);
    expect(Object.keys((await t.ctx.services.content.getPublished(key, item.slug.en, 'en'))!.related)).toEqual([String(anna.id)]);
  });
});

describe('relation fields of a module', () => {
  it('must point at a content module (422 at fields.<i>.relation.module)', async () => {
    const key = `rel-${unique()}`;
    const fields: ModuleField[] = [{ key: 'related', label: { en: 'Related' }, type: 'relation', required: false, relation: { module: 'contact', multiple: false } }];
    const { res, body } = await api('', { json: { key, type: 'content', name: { en: `Relations ${key}` }, slug: key, fields } });
    expect(res.status).toBe(422);
    expect(body.data).toMatchObject({ fields: { 0: { relation: { module: { _errors: [en.validation.relation_module_missing] } } } } });
  });
});

describe('field changes inside a group', () => {
  it('refuses removing or retyping a group\'s sub-field that holds values, as for top-level fields', async () => {
    const key = `grp-${unique()}`;
    const team = (sub: ModuleField[]): ModuleField[] => [{ key: 'team', label: { en: 'Team' }, type: 'group', required: false, fields: sub }];
    const name: ModuleField = { key: 'name', label: { en: 'Name' }, type: 'text', required: false };
    const role: ModuleField = { key: 'role', label: { en: 'Role' }, type: 'text', required: false };
    const mod = (await api<DashboardModule>('', { json: { key, type: 'content', name: { en: `Group ${key}` }, slug: key, fields: team([name, role]) } })).body.data!;
    await newContent(mod, { content: { team: [{ name: 'Ada', role: 'Engineer' }] } });

    const removed = await api(`/${mod.key}`, { method: 'PUT', json: { ...mod, fields: team([name]) } });
    expect(removed.res.status).toBe(409);
    expect(removed.body.data).toEqual({ removed: ['team.role'] });
    const retyped = await api(`/${mod.key}`, { method: 'PUT', json: { ...mod, fields: team([name, { ...role, type: 'number' }]) } });
    expect(retyped.res.status).toBe(409);
    expect(retyped.body.data).toEqual({ retyped: ['team.role'] });
    // A sub-field no row fills may go.
    const unused: ModuleField = { key: 'unused', label: { en: 'Unused' }, type: 'text', required: false };
    const grown = (await api<DashboardModule>(`/${mod.key}`, { method: 'PUT', json: { ...mod, fields: team([name, role, unused]) } })).body.data!;
    expect((await api(`/${mod.key}`, { method: 'PUT', json: { ...grown, fields: team([name, role]) } })).res.status).toBe(200);
  });
});

describe('public listing order', () => {
  it('follows a number field `ordering` where the module has one (items without it last), across pages', async () => {
    const key = `ord-${unique()}`;
    const fields: ModuleField[] = [{ key: 'ordering', label: { en: 'Order' }, type: 'number', required: false }];
    const mod = (await api<DashboardModule>('', { json: { key, type: 'content', name: { en: `Ordered ${key}` }, slug: key, fields } })).body.data!;
    const orders = [30, undefined, 2, 10, ...Array.from({ length: 24 }, (_, index) => 100 + index)];
    for (const ordering of orders) await newContent(mod, { title: { en: `Order ${ordering ?? 'none'}` }, content: ordering === undefined ? {} : { ordering } });
    const first = (await t.ctx.services.content.listPublished(mod.slug.en, 'en', 1))!;
    expect(first.items.slice(0, 3).map((item) => item.content.ordering)).toEqual([2, 10, 30]);
    const second = (await t.ctx.services.content.listPublished(mod.slug.en, 'en', 2))!;
    expect(second.items.map((item) => item.title)).toEqual(['Order 121', 'Order 122', 'Order 123', 'Order none']);
  });
});
