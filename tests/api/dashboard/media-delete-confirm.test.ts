import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import type { RevisionSnapshot } from '@/shared/api/content-revisions';
import type { DashboardContentRecord } from '@/shared/api/contents';
import type { MediaItem } from '@/shared/api/media';
import type { MenuDetail } from '@/shared/api/menus';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import { withRandomTail } from '../../helpers/distinct-bytes';
import { asPerson, freshAddress } from '../../helpers/forms';
import { openAsAdmin } from '../../helpers/signed-in';
import type { TestContext } from '../../helpers/test-context';
import { keyOf, storedFiles } from '../../helpers/stored-uploads';
import { auditRows, staff } from './helpers';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  ({ t, adminToken } = await openAsAdmin());
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
// A whole 3×2 PNG, with random bytes after it so no two uploads are the same file.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208020000001216f14d0000000970485973000003e8000003e801b57b526b0000000e4944415408996368800106380b005a14090145523dd10000000049454e44ae426082', 'hex');

const image = { accept: [], max_size: 20_000, max_files: 1 };
const FIELDS: ModuleField[] = [
  { key: 'cover', label: { en: 'Cover' }, type: 'image', required: false, upload: image },
  { key: 'gallery', label: { en: 'Gallery' }, type: 'image', required: false, upload: { ...image, max_files: 5 } },
  { key: 'body', label: { en: 'Body' }, type: 'multilang_editor', required: false },
];

/** A file in the library (a picture): its row's id and URL. */
async function libraryFile(): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', new File([withRandomTail(PNG, 32) as BlobPart], `${unique()}.png`, { type: 'image/png' }));
  const { res, body } = await t.callJson<{ files: { item: MediaItem }[] }>('/api/dashboard/media', { method: 'POST', body: form, token: adminToken });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!.files[0].item;
}

async function newModule(): Promise<DashboardModule> {
  const key = `del-${unique()}`;
  const { res, body } = await t.callJson<DashboardModule>('/api/dashboard/modules', {
    token: adminToken, json: { key, type: 'content', name: { en: `Posts ${key}` }, slug: key, fields: FIELDS },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

const contents = (moduleKey: string, suffix = '') => `/api/dashboard/modules/${moduleKey}/contents${suffix}`;

async function newContent(mod: DashboardModule, content: Record<string, unknown>, status = 'published'): Promise<DashboardContentRecord> {
  const slug = `post-${unique()}`;
  const { res, body } = await t.callJson<DashboardContentRecord>(contents(mod.key), {
    token: adminToken, json: { title: { en: `Post ${slug}` }, slug, header: null, header_image: null, status, content },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

async function save(mod: DashboardModule, item: DashboardContentRecord, change: Partial<DashboardContentRecord>): Promise<DashboardContentRecord> {
  const { files: _files, ...rest } = item;
  const { res, body } = await t.callJson<DashboardContentRecord>(contents(mod.key, `/${item.id}`), { method: 'PUT', token: adminToken, json: { ...rest, ...change } });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data!;
}

const getContent = async (mod: DashboardModule, id: number) =>
  (await t.callJson<DashboardContentRecord>(contents(mod.key, `/${id}`), { token: adminToken })).body.data!;

const snapshots = async (contentId: number) => (await t.ctx.handle.db.selectFrom('content_revisions').select('snapshot')
  .where('content_id', '=', contentId).orderBy('id').execute()).map((row) => t.ctx.handle.json.read<RevisionSnapshot>(row.snapshot));

const usagesOf = async (key: string) => (await t.ctx.handle.db.selectFrom('media_usages').select(['owner_kind', 'place'])
  .where('media_key', '=', key).orderBy('owner_kind').orderBy('place').execute()).map((row) => `${row.owner_kind} ${row.place}`);

const setting = async (key: string) => t.ctx.handle.json.read((await t.ctx.handle.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value);

const putSettings = async (json: unknown) => {
  const { res, body } = await t.callJson('/api/dashboard/settings', { method: 'PUT', token: adminToken, json });
  expect(res.status, JSON.stringify(body)).toBe(200);
};

const mediaRow = (id: number) => t.ctx.handle.db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst();

const removeMediaAudits = () => t.ctx.handle.db.selectFrom('audit_log').select(['entity', 'record_id', 'changes'])
  .where('action', '=', 'remove_media').orderBy('id').execute();

/**
 * A post naming `file` everywhere a post can (header image, picture field, gallery entry, rich
 * text picture and link), whose first revision is a draft naming it in its cover only.
 */
async function postNaming(mod: DashboardModule, file: MediaItem, other: MediaItem) {
  const draft = await newContent(mod, { cover: file.url }, 'draft');
  const post = await save(mod, draft, {
    status: 'published',
    header_image: file.url,
    content: {
      cover: file.url,
      gallery: [other.url, file.url],
      body: { en: `<p>Look <img src="${file.url}" alt="x"> at <a href="${file.url}">the file</a>.</p>`, sv: '<p>Hej</p>' },
    },
  });
  return post;
}

describe('DELETE /api/dashboard/media/{id}?confirm=true', () => {
  it('removes the file from a post, its draft revision, a submission and the settings, each audited, then deletes it', async () => {
    const mod = await newModule();
    const [file, other] = [await libraryFile(), await libraryFile()];
    const post = await postNaming(mod, file, other);
    await putSettings({ contact_message: { sv: `<p>Hej <img src="${file.url}"></p>` } });
    const sent = await t.callJson<{ id: number }>('/api/forms/contact', {
      json: await asPerson(t, { fullname: 'Ada', email: 'ada@example.com', message: `Please look at ${file.url} today` }), ip: freshAddress('10.78'),
    });
    expect(sent.res.status, JSON.stringify(sent.body)).toBe(201);
    expect(await usagesOf(keyOf(file.url))).toEqual([
      'content content.body.en', 'content content.cover', 'content content.gallery.1', 'content header_image',
      'revision content.body.en', 'revision content.cover', 'revision content.cover', 'revision content.gallery.1', 'revision header_image',
      'settings contact_message.sv', 'submission message',
    ]);

    // Without the confirmation it is still refused, and nothing changes.
    const refused = await t.callJson(`/api/dashboard/media/${file.id}`, { method: 'DELETE', token: adminToken });
    expect(refused.res.status).toBe(409);
    expect((await getContent(mod, post.id)).version).toBe(post.version);

    const { res, body } = await t.callJson(`/api/dashboard/media/${file.id}?confirm=true`, { method: 'DELETE', token: adminToken });
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ message: en.api.media_deleted, data: { deleted: 1 } });

    // The post: the next version, nothing naming the file, the other file kept; what the editor loads lists no missing file.
    const after = await getContent(mod, post.id);
    expect(after.version).toBe(post.version + 1);
    expect(after.header_image).toBeNull();
    expect(after.content).toEqual({ cover: '', gallery: [other.url], body: { en: '<p>Look  at the file.</p>', sv: '<p>Hej</p>' } });
    expect(Object.keys(after.files)).toEqual([other.url]);
    // Every kept revision, the draft included, no longer names it (a restore cannot bring it back); the save added one.
    const revisions = await snapshots(post.id);
    expect(revisions).toHaveLength(3);
    expect(revisions[0]).toMatchObject({ status: 'draft', content: { cover: '' } });
    expect(revisions.map((snapshot) => JSON.stringify(snapshot)).filter((text) => text.includes(keyOf(file.url)))).toEqual([]);
    expect(await setting('contact_message')).toMatchObject({ sv: '<p>Hej </p>' });
    const submission = await t.ctx.handle.db.selectFrom('form_submissions').select('data').where('id', '=', sent.body.data!.id).executeTakeFirstOrThrow();
    expect(t.ctx.handle.json.read(submission.data)).toMatchObject({ message: 'Please look at  today' });

    expect(await usagesOf(keyOf(file.url))).toEqual([]);
    expect(await usagesOf(keyOf(other.url))).not.toEqual([]);
    expect(await mediaRow(file.id)).toBeUndefined();
    await vi.waitFor(() => expect(storedFiles(t)).not.toContain(keyOf(file.url)));
    expect(storedFiles(t)).toContain(keyOf(other.url));

    // One audit row per place changed, beside the delete's own.
    expect((await auditRows(t, 'contents', post.id)).map((row) => row.action)).toEqual(['create', 'update', 'remove_media']);
    const audits = await removeMediaAudits();
    expect(audits.find((row) => row.entity === 'contents' && row.record_id === String(post.id))?.changes).toBe(JSON.stringify(['header_image', 'content', 'revisions']));
    expect(audits.find((row) => row.entity === 'settings')?.changes).toBe(JSON.stringify(['contact_message']));
    expect(audits.find((row) => row.entity === 'submissions')?.record_id).toBe(String(sent.body.data!.id));
    expect((await auditRows(t, 'media', file.id)).map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('with bulk delete: every file goes, used or not, when { confirm: true } comes with the ids', async () => {
    const [first, second] = [await newModule(), await newModule()];
    const [a, b, unused] = [await libraryFile(), await libraryFile(), await libraryFile()];
    const one = await newContent(first, { cover: a.url });
    const two = await newContent(second, { gallery: [a.url, b.url] });
    const ids = [a.id, b.id, unused.id];

    const refused = await t.callJson('/api/dashboard/media/bulk-delete', { json: { ids }, token: adminToken });
    expect(refused.res.status).toBe(409);
    const { res, body } = await t.callJson('/api/dashboard/media/bulk-delete', { json: { ids, confirm: true }, token: adminToken });
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({ deleted: 3 });
    expect((await getContent(first, one.id)).content).toMatchObject({ cover: '' });
    expect((await getContent(second, two.id)).content).toMatchObject({ gallery: [] });
    for (const id of ids) expect(await mediaRow(id)).toBeUndefined();
  });

  it('refuses (403, naming each missing key) a caller who may delete media but not change every place, and changes nothing', async () => {
    const mod = await newModule();
    const [file, other] = [await libraryFile(), await libraryFile()];
    const post = await postNaming(mod, file, other);
    await putSettings({ contact_message: { en: `<img src="${file.url}">` } });
    const usages = await usagesOf(keyOf(file.url));
    const audits = (await removeMediaAudits()).length;

    const mediaOnly = await staff(t, { external: { dashboard: true }, media: { read: true, delete: true }, [mod.key]: { read: true } });
    const denied = await t.callJson(`/api/dashboard/media/${file.id}?confirm=true`, { method: 'DELETE', token: mediaOnly.token, headers: { 'x-language': 'sv' } });
    expect(denied.res.status).toBe(403);
    const missing = [`${mod.key}.update`, 'external.settings'].sort();
    expect(denied.body.data).toEqual({ missing });
    expect(denied.body.message).toBe(sv.api.media_delete_forbidden.replace('{keys}', missing.join(', ')));

    // Holding the module's key is not enough while the settings name it too; the bulk delete says the same.
    const editor = await staff(t, { external: { dashboard: true }, media: { read: true, delete: true }, [mod.key]: { read: true, update: true } });
    const bulk = await t.callJson('/api/dashboard/media/bulk-delete', { json: { ids: [file.id], confirm: true }, token: editor.token });
    expect(bulk.res.status).toBe(403);
    expect(bulk.body.data).toEqual({ missing: ['external.settings'] });

    expect((await getContent(mod, post.id)).version).toBe(post.version);
    expect(await usagesOf(keyOf(file.url))).toEqual(usages);
    expect(await mediaRow(file.id)).toBeDefined();
    expect(storedFiles(t)).toContain(keyOf(file.url));
    expect(await removeMediaAudits()).toHaveLength(audits);

    // Without media.delete the confirmation changes nothing either.
    const noDelete = await staff(t, { external: { dashboard: true, settings: true }, media: { read: true }, [mod.key]: { read: true, update: true } });
    expect((await t.callJson(`/api/dashboard/media/${file.id}?confirm=true`, { method: 'DELETE', token: noDelete.token })).res.status).toBe(403);
    expect(await mediaRow(file.id)).toBeDefined();
  });

  it('is all or none: a place no write can clear keeps the file, and the posts it was removed from are as they were', async () => {
    const mod = await newModule();
    const [file, other] = [await libraryFile(), await libraryFile()];
    const post = await postNaming(mod, file, other);
    const before = await getContent(mod, post.id);
    // A menu names it too: its removal (written before the failing place is reached) rolls back with the post's.
    const menuKey = `m-${unique()}`;
    const created = await t.callJson('/api/dashboard/menus', { token: adminToken, json: { key: menuKey, name: 'Menu', items: [{ id: 'file', label: { en: 'File' }, type: 'direct_link', url: file.url }] } });
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);

    // A place the writes do not clear (an index row of a setting no longer stored): the post's removal, already written, rolls back.
    await t.ctx.handle.db.insertInto('media_usages').values({ media_key: keyOf(file.url), owner_kind: 'settings', owner_id: 'retired_setting', module_id: null, content_id: null, place: 'retired_setting' }).execute();
    const failed = await t.callJson(`/api/dashboard/media/${file.id}?confirm=true`, { method: 'DELETE', token: adminToken });
    expect(failed.res.status).toBe(409);
    const after = await getContent(mod, post.id);
    expect({ ...after, files: [] }).toEqual({ ...before, files: [] });
    expect(await snapshots(post.id)).toHaveLength(2);
    expect((await t.callJson<MenuDetail>(`/api/dashboard/menus/${menuKey}`, { token: adminToken })).body.data).toMatchObject({ version: 1, items: [{ id: 'file', url: file.url }] });
    expect(await mediaRow(file.id)).toBeDefined();
    expect(storedFiles(t)).toContain(keyOf(file.url));
  });

  it('removes the menu items linking to the file through the menus write path (menus.update, next version, audited), keeping their children', async () => {
    const file = await libraryFile();
    const key = `m-${unique()}`;
    const items = [
      { id: 'keep', label: { en: 'Keep' }, type: 'page', page: 'about' },
      { id: 'file', label: { en: 'File' }, type: 'direct_link', url: file.url, children: [{ id: 'child', label: { en: 'Child' }, type: 'page', page: 'contact' }] },
    ];
    const created = await t.callJson<MenuDetail>('/api/dashboard/menus', { token: adminToken, json: { key, name: 'Menu', items } });
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);
    expect(await usagesOf(keyOf(file.url))).toEqual(['menu items.file.url']);

    // Without menus.update the confirmation is refused, naming the key.
    const mediaOnly = await staff(t, { external: { dashboard: true }, media: { read: true, delete: true } });
    const denied = await t.callJson(`/api/dashboard/media/${file.id}?confirm=true`, { method: 'DELETE', token: mediaOnly.token });
    expect(denied.res.status).toBe(403);
    expect(denied.body.data).toEqual({ missing: ['menus.update'] });

    const menuEditor = await staff(t, { external: { dashboard: true }, media: { read: true, delete: true }, menus: { update: true } });
    const deleted = await t.callJson(`/api/dashboard/media/${file.id}?confirm=true`, { method: 'DELETE', token: menuEditor.token });
    expect(deleted.res.status, JSON.stringify(deleted.body)).toBe(200);
    const menu = (await t.callJson<MenuDetail>(`/api/dashboard/menus/${key}`, { token: adminToken })).body.data!;
    expect(menu).toMatchObject({ version: 2, item_count: 2 });
    expect(menu.items.map((item) => item.id)).toEqual(['keep', 'child']);
    expect(await usagesOf(keyOf(file.url))).toEqual([]);
    expect(await removeMediaAudits()).toEqual(expect.arrayContaining([{ entity: 'menus', record_id: String(menu.id), changes: JSON.stringify(['items']) }]));
    expect(await mediaRow(file.id)).toBeUndefined();
  });
});
