import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import type { ContentRevision, RevisionSummary } from '@/shared/api/content-revisions';
import type { DashboardContent } from '@/shared/api/contents';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import { createAuthTestContext } from '../../helpers/accounts';
import { setFields as setModuleFields } from '../../helpers/modules';
import type { CallOptions, TestContext } from '../../helpers/test-context';
import { auditRows, staff } from './helpers';
import { openAsAdmin } from '../../helpers/signed-in';

let t: TestContext;
let adminToken: string;
let adminId: number;
beforeAll(async () => ({ t, adminId, adminToken } = await openAsAdmin(createAuthTestContext)));
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const api = <T = unknown>(path: string, options: CallOptions = {}) => t.callJson<T>(`/api/dashboard/modules${path}`, { token: adminToken, ...options });
const FIELDS: ModuleField[] = [
  { key: 'summary', label: { en: 'Summary' }, type: 'text', required: true },
  { key: 'rating', label: { en: 'Rating' }, type: 'number', required: false },
];

async function newModule(): Promise<DashboardModule> {
  const key = `rev-${unique()}`;
  const { res, body } = await api<DashboardModule>('', { json: { key, type: 'content', name: { en: `Module ${key}` }, slug: key, fields: FIELDS } });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

async function newContent(mod: DashboardModule, extra: Record<string, unknown> = {}): Promise<DashboardContent> {
  const { res, body } = await api<DashboardContent>(`/${mod.key}/contents`, {
    json: { title: { en: 'First title' }, slug: `post-${unique()}`, content: { summary: 'One', rating: 1 }, ...extra },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

async function save(mod: DashboardModule, item: DashboardContent, changes: Partial<DashboardContent>): Promise<DashboardContent> {
  const { res, body } = await api<DashboardContent>(`/${mod.key}/contents/${item.id}`, { method: 'PUT', json: { ...item, ...changes } });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data!;
}

const revisions = async (mod: DashboardModule, item: DashboardContent) =>
  (await api<{ items: RevisionSummary[] }>(`/${mod.key}/contents/${item.id}/revisions`)).body.data!.items;

const restore = (mod: DashboardModule, item: DashboardContent, revisionId: number, version: number, token = adminToken) =>
  api<DashboardContent>(`/${mod.key}/contents/${item.id}/revisions/${revisionId}/restore`, { json: { version }, token });

describe('content revisions', () => {
  it('records one per create and save, newest first, with who saved it; one reads as its snapshot', async () => {
    const mod = await newModule();
    const made = await newContent(mod, { header: { en: 'Head' }, header_image: '/media/a.jpg' });
    const saved = await save(mod, made, { title: { en: 'Second title' } as DashboardContent['title'], status: 'published' });
    const items = await revisions(mod, made);
    expect(items).toEqual([
      { id: expect.any(Number), version: 2, status: 'published', created_at: expect.any(String), created_by: { id: adminId, name: expect.any(String) }, title: { en: 'Second title' } },
      { id: expect.any(Number), version: 1, status: 'draft', created_at: expect.any(String), created_by: { id: adminId, name: expect.any(String) }, title: { en: 'First title' } },
    ]);
    const { res, body } = await api<ContentRevision>(`/${mod.key}/contents/${made.id}/revisions/${items[1].id}`);
    expect(res.status).toBe(200);
    expect(body.data).toEqual({
      id: items[1].id, version: 1, created_at: items[1].created_at, created_by: items[1].created_by,
      snapshot: { title: made.title, slug: made.slug, header: made.header, header_image: made.header_image, content: made.content, status: 'draft' },
    });
    expect(saved.version).toBe(2);
  });

  it('records the status changes of bulk publish and unpublish too', async () => {
    const mod = await newModule();
    const [a, b] = [await newContent(mod), await newContent(mod)];
    const published = await api(`/${mod.key}/contents/bulk`, { json: { ids: [a.id, b.id], action: 'publish' } });
    expect(published.res.status).toBe(200);
    for (const item of [a, b]) expect((await revisions(mod, item)).map((revision) => [revision.version, revision.status])).toEqual([[2, 'published'], [1, 'draft']]);
  });

  it('keeps the last 20 per item', async () => {
    const mod = await newModule();
    let item = await newContent(mod);
    for (let round = 2; round <= 25; round++) item = await save(mod, item, { content: { summary: `Round ${round}`, rating: round } });
    const items = await revisions(mod, item);
    expect(items.map((revision) => revision.version)).toEqual(Array.from({ length: 20 }, (_, index) => 25 - index));
    const stored = await t.ctx.handle.db.selectFrom('content_revisions').select('id').where('content_id', '=', item.id).execute();
    expect(stored).toHaveLength(20);
  });

  it('answers 404 for a revision of another content, and for a content of another module', async () => {
    const mod = await newModule();
    const [a, b] = [await newContent(mod), await newContent(mod)];
    const [ofA] = await revisions(mod, a);
    const wrong = await api(`/${mod.key}/contents/${b.id}/revisions/${ofA.id}`);
    expect(wrong.res.status).toBe(404);
    expect(wrong.body.message).toBe(en.api.revision_not_found);
    expect((await restore(mod, b, ofA.id, b.version)).res.status).toBe(404);
    expect((await api(`/${(await newModule()).key}/contents/${a.id}/revisions`)).res.status).toBe(404);
  });
});

describe('restoring a revision', () => {
  it('answers the item as GET does, at a new version with a new revision and an audit row', async () => {
    const mod = await newModule();
    const made = await newContent(mod);
    const saved = await save(mod, made, { title: { en: 'Changed' } as DashboardContent['title'], content: { summary: 'Two', rating: 2 } });
    const first = (await revisions(mod, made)).at(-1)!;
    const { res, body } = await restore(mod, made, first.id, saved.version);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe(en.api.revision_restored);
    expect(body.data).toMatchObject({ title: made.title, content: { summary: 'One', rating: 1 }, version: 3 });
    expect(body.data).toEqual((await api<DashboardContent>(`/${mod.key}/contents/${made.id}`)).body.data);
    const items = await revisions(mod, made);
    expect(items.map((revision) => revision.version)).toEqual([3, 2, 1]);
    expect((await auditRows(t, 'contents', made.id)).map((row) => row.action)).toEqual(['create', 'update', 'restore']);
  });

  it('refuses a stale version (409) and changes nothing', async () => {
    const mod = await newModule();
    const made = await newContent(mod);
    await save(mod, made, { content: { summary: 'Two' } });
    const [, first] = await revisions(mod, made);
    const stale = await restore(mod, made, first.id, made.version);
    expect(stale.res.status).toBe(409);
    expect(stale.body.message).toBe(en.api.stale_version);
    expect(await revisions(mod, made)).toHaveLength(2);
  });

  it('keeps the values of fields the module no longer has, and checks the others against the current fields (422)', async () => {
    const mod = await newModule();
    const made = await newContent(mod, { content: { summary: 'A long summary', rating: 4 } });
    const latest = await save(mod, made, { content: { summary: 'Short' } });
    const [, first] = await revisions(mod, made);
    const setFields = (fields: ModuleField[]) => setModuleFields(t, mod.id, fields);

    // The module loses `rating`: its value comes back as it was stored.
    await setFields([FIELDS[0]]);
    const restored = await restore(mod, made, first.id, latest.version);
    expect(restored.res.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data!.content).toEqual({ summary: 'A long summary', rating: 4 });

    // `summary` now takes at most 5 characters: the revision's value no longer fits.
    await setFields([{ ...FIELDS[0], max: 5 }]);
    const refused = await restore(mod, made, first.id, restored.body.data!.version);
    expect(refused.res.status).toBe(422);
    expect(refused.body.data).toMatchObject({ content: { summary: { _errors: [expect.any(String)] } } });
  });

  it('shows on the public page on the very next request', async () => {
    const mod = await newModule();
    const made = await newContent(mod, { status: 'published', title: { en: 'Before' } });
    const latest = await save(mod, made, { title: { en: 'After' } as DashboardContent['title'] });
    const slug = typeof made.slug === 'string' ? made.slug : (made.slug as Record<string, string>).en;
    const moduleSlug = typeof mod.slug === 'string' ? mod.slug : (mod.slug as Record<string, string>).en;
    const title = async () => (await t.ctx.services.content.getPublished(moduleSlug, slug, 'en'))?.item.title;
    expect(await title()).toBe('After');
    const [, first] = await revisions(mod, made);
    expect((await restore(mod, made, first.id, latest.version)).res.status).toBe(200);
    expect(await title()).toBe('Before');
  });

  it('needs {key}.update to restore and {key}.read to list', async () => {
    const mod = await newModule();
    const made = await newContent(mod);
    const [only] = await revisions(mod, made);
    const reader = await staff(t, { [mod.key]: { read: true } });
    expect((await api(`/${mod.key}/contents/${made.id}/revisions`, { token: reader.token })).res.status).toBe(200);
    expect((await restore(mod, made, only.id, made.version, reader.token)).res.status).toBe(403);
    const updater = await staff(t, { [mod.key]: { update: true } });
    expect((await api(`/${mod.key}/contents/${made.id}/revisions`, { token: updater.token })).res.status).toBe(403);
    expect((await restore(mod, made, only.id, made.version, updater.token)).res.status).toBe(200);
  });
});
