import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import { createApiListener } from '@/server/http/listener';
import { VIMEO_PART_BYTES } from '@/server/media/vimeo-api';
import type { MediaItem } from '@/shared/api/media';
import { withRandomTail } from '../../helpers/distinct-bytes';
import { startFakeVimeo, type FakeVimeo } from '../../helpers/fake-vimeo';
import { ownDataDir, sha256Of, uploadedToLibrary, uploadsIn, uploadToLibrary } from '../../helpers/library-upload';
import { createTestContext, type TestContext } from '../../helpers/test-context';
import { generatedFile, tusUpload } from '../../helpers/tus-upload';

/**
 * Videos to Vimeo (issue 25 §5), against a fake Vimeo API on loopback: while the Vimeo settings
 * are complete a video upload is created at Vimeo and sent through its tus upload link, its row
 * names the video there and stays "processing" until Vimeo says it plays; delete removes it at
 * Vimeo. Vimeo answering 4xx/5xx is a clear error with nothing half-saved, and the retry works.
 * Without the settings, videos stay on the storage driver. The secrets never leave the server.
 */

let t: TestContext;
let admin: string;
let vimeo: FakeVimeo;
/** A data directory of this file's own: what lands on the disk is counted, and other test files write to theirs. */
let dataDir: string;

const MP4_HEAD = Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex');
const video = (size = 40_000) => withRandomTail(MP4_HEAD, size);
const digest = sha256Of;
const upload = (bytes: Uint8Array, { language = 'en' } = {}) => uploadToLibrary(t, admin, bytes, { name: 'clip.mp4', language });
const uploaded = (bytes: Uint8Array) => uploadedToLibrary(t, admin, bytes, 'clip.mp4');
const getItem = async (id: number) => (await t.callJson<MediaItem>(`/api/dashboard/media/${id}`, { token: admin })).body.data!;

const saveSettings = async (json: Record<string, unknown>) => {
  const res = await t.call('/api/dashboard/settings', { method: 'PUT', json, token: admin });
  expect(res.status).toBe(200);
};
const VIMEO_SECRET = 'client-secret-Pq4';
const vimeoOn = () => saveSettings({ vimeo_client_id: 'client-id-1', vimeo_client_secret: VIMEO_SECRET, vimeo_access_token: vimeo.token });
const vimeoOff = () => saveSettings({ vimeo_access_token: null });

const localNames = () => uploadsIn(dataDir);
const rowCount = async () => Number((await t.ctx.handle.db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const idOf = (item: MediaItem) => Number(item.player!.slice(item.player!.lastIndexOf('/') + 1));

beforeAll(async () => {
  vimeo = await startFakeVimeo();
  dataDir = ownDataDir('media-vimeo');
  t = await createTestContext({ VIMEO_API_URL: vimeo.url, VIMEO_TIMEOUT_MS: '3000', DATA_DIR: dataDir });
  admin = await t.tokenFor(await t.adminId());
});
afterAll(async () => {
  await t?.close();
  await vimeo?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  vimeo.faults = {};
  vimeo.dropPatchAfterBytes = undefined;
});

describe('videos without the Vimeo settings', () => {
  it('stay on the storage driver, ready, and are served for <video>', async () => {
    const before = vimeo.requests.length;
    const bytes = video();
    const item = await uploaded(bytes);
    expect(item).toMatchObject({ kind: 'video', storage: 'local', status: 'ready', player: null });
    const served = await t.call(item.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(digest(new Uint8Array(await served.arrayBuffer()))).toBe(digest(bytes));
    expect(vimeo.requests.length).toBe(before);
  });

  it('incomplete settings (no access token) do not send videos to Vimeo', async () => {
    await saveSettings({ vimeo_client_id: 'client-id-1', vimeo_client_secret: VIMEO_SECRET });
    expect((await uploaded(video())).storage).toBe('local');
  });
});

describe('videos with the Vimeo settings', () => {
  beforeAll(() => vimeoOn());
  afterAll(() => vimeoOff());

  it('are created at Vimeo, uploaded through its tus link, and processing until Vimeo says they play', async () => {
    const local = localNames();
    const bytes = video(60_000);
    const item = await uploaded(bytes);
    expect(item).toMatchObject({ kind: 'video', storage: 'vimeo', status: 'processing', sha256: digest(bytes), size: bytes.length });
    expect(item.player).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+$/);
    const id = idOf(item);
    const held = vimeo.videos.get(id)!;
    expect(held.size).toBe(bytes.length);
    expect(held.name).toBe('clip.mp4');
    expect(vimeo.sha256Of(id)).toBe(digest(bytes));
    // Nothing stays on the disk, and the row names the video at Vimeo.
    expect(localNames()).toEqual(local);
    const row = await t.ctx.handle.db.selectFrom('media').select(['storage', 'remote_uri', 'status']).where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ storage: 'vimeo', remote_uri: `/videos/${id}`, status: 'processing' });
    // The token went to the API only, never to the upload link.
    const calls = vimeo.requests.filter((request) => request.path.includes(String(id)) || request.path === '/me/videos');
    expect(calls.filter((request) => request.path.startsWith('/upload/')).every((request) => request.authorization === undefined)).toBe(true);
    expect(calls.filter((request) => !request.path.startsWith('/upload/')).every((request) => request.authorization === `bearer ${vimeo.token}`)).toBe(true);

    await t.ctx.services.vimeoStatus.pollNow();
    expect((await getItem(item.id)).status).toBe('processing');
    vimeo.transcode(id, 'complete');
    expect(await t.ctx.services.vimeoStatus.pollNow()).toBeGreaterThanOrEqual(1);
    expect((await getItem(item.id)).status).toBe('ready');
  });

  it('a resumable (tus) upload of a larger video reaches Vimeo whole, part by part', async () => {
    const server = http.createServer(createApiListener(t.ctx));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await saveSettings({ media_max_size_mb: 64 });
      const file = generatedFile(2 * VIMEO_PART_BYTES + 12_345, `vimeo-tus-${Date.now()}`);
      const local = localNames();
      const outcome = await tusUpload(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/dashboard/media/uploads`, file, {
        token: admin, chunkSize: 4 * 1024 * 1024, metadata: { filename: 'long.mp4' },
      });
      expect(outcome.status, JSON.stringify(outcome.body)).toBe(201);
      const item = outcome.body!.data!.item;
      expect(item).toMatchObject({ storage: 'vimeo', status: 'processing', size: file.size, sha256: file.sha256() });
      const id = idOf(item);
      expect(vimeo.sha256Of(id)).toBe(file.sha256());
      expect(vimeo.requests.filter((request) => request.method === 'PATCH' && request.path === `/upload/${id}`)).toHaveLength(3);
      expect(localNames()).toEqual(local);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a connection dropped mid-upload resumes from where Vimeo says it stopped', async () => {
    const bytes = video(60_000);
    vimeo.dropPatchAfterBytes = 25_000;
    const item = await uploaded(bytes);
    const id = idOf(item);
    expect(vimeo.sha256Of(id)).toBe(digest(bytes));
    const uploadCalls = vimeo.requests.filter((request) => request.path === `/upload/${id}`).map((request) => request.method);
    expect(uploadCalls.filter((method) => method === 'PATCH').length).toBeGreaterThanOrEqual(2);
    expect(uploadCalls).toContain('HEAD');
  });

  it('a video whose transcoding fails turns failed', async () => {
    const item = await uploaded(video());
    vimeo.transcode(idOf(item), 'error');
    await t.ctx.services.vimeoStatus.pollNow();
    expect((await getItem(item.id)).status).toBe('failed');
  });

  it('deleting the item deletes the video at Vimeo', async () => {
    const item = await uploaded(video());
    const id = idOf(item);
    const res = await t.call(`/api/dashboard/media/${item.id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    await expect.poll(() => vimeo.deleted.includes(id)).toBe(true);
    expect(vimeo.videos.has(id)).toBe(false);
  });

  it('the same video uploaded again is offered, not sent twice', async () => {
    const bytes = video();
    const first = await uploaded(bytes);
    const videos = vimeo.videos.size;
    const { res, body } = await upload(bytes);
    expect(res.status).toBe(200);
    expect(body.data!.files[0]).toMatchObject({ duplicate: true, item: { id: first.id, storage: 'vimeo' } });
    expect(vimeo.videos.size).toBe(videos);
  });

  it('public pages get Vimeo\'s player for a video field whose video Vimeo holds, and none for one served here', async () => {
    const onVimeo = await uploaded(video());
    await vimeoOff();
    const onDisk = await uploaded(video());
    await vimeoOn();
    const key = `films-${Date.now().toString(36)}`;
    const created = await t.callJson('/api/dashboard/modules', {
      token: admin,
      json: { key, type: 'content', name: { en: 'Films' }, slug: key, fields: [{ key: 'film', label: { en: 'Film' }, type: 'video', required: false }, { key: 'extra', label: { en: 'Extra' }, type: 'video', required: false }] },
    });
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);
    const post = await t.callJson(`/api/dashboard/modules/${key}/contents`, {
      token: admin,
      json: { title: { en: 'Film' }, slug: { en: `film-${key}` }, content: { film: onVimeo.url, extra: onDisk.url }, status: 'published' },
    });
    expect(post.res.status, JSON.stringify(post.body)).toBe(201);
    // The editor previews the Vimeo-held one in Vimeo's player too.
    const { files } = post.body.data as { files: Record<string, { player?: string }> };
    expect(files[onVimeo.url].player).toBe(onVimeo.player);
    expect(files[onDisk.url]).not.toHaveProperty('player');
    const page = (await t.ctx.services.content.getPublished(key, `film-${key}`, 'en'))!;
    expect(page.players).toEqual({ [onVimeo.url]: onVimeo.player });
    expect(page.fileNames[onDisk.url]).toBe('clip.mp4');
    // The home page's intro video likewise.
    expect(await t.ctx.services.content.playersIn({ intro_video: onVimeo.url, other: onDisk.url })).toEqual({ [onVimeo.url]: onVimeo.player });
  });

  /** Vimeo fails a step: a translated 503, no row, no file on the disk, no video left at Vimeo; then the retry works. */
  async function expectCleanFailure(fault: () => void, languages: readonly ('en' | 'sv' | 'tr')[] = ['en', 'sv', 'tr']) {
    const [rows, local, videos] = [await rowCount(), localNames(), vimeo.videos.size];
    const bytes = video();
    for (const language of languages) {
      const messages = { en, sv, tr }[language];
      fault();
      const { res, body } = await upload(bytes, { language });
      expect(res.status, JSON.stringify(body)).toBe(503);
      expect(body).toMatchObject({ status: false, statusCode: 503, message: messages.api.vimeo_upload_error });
      expect(JSON.stringify(body)).not.toContain('secret detail');
    }
    expect(await rowCount()).toBe(rows);
    expect(localNames()).toEqual(local);
    expect(vimeo.videos.size).toBe(videos);

    vimeo.faults = {};
    const item = await uploaded(bytes);
    expect(item.storage).toBe('vimeo');
    expect(vimeo.sha256Of(idOf(item))).toBe(digest(bytes));
  }

  it('Vimeo refusing the video (4xx) or failing (5xx) at creation', async () => {
    await expectCleanFailure(() => {
      vimeo.faults.create = { status: 403, times: 1 };
    });
    await expectCleanFailure(() => {
      vimeo.faults.create = { status: 500, times: 1 };
    });
  });

  // A 5xx part is tried again (after 0, 1 and 3 s) before the upload fails: one language is enough there.
  it('Vimeo failing the upload itself: the video it created is deleted again', { timeout: 60_000 }, async () => {
    const deleted = vimeo.deleted.length;
    await expectCleanFailure(() => {
      vimeo.faults.upload = { status: 500 };
    }, ['en']);
    expect(vimeo.deleted.length).toBeGreaterThanOrEqual(deleted + 1);
    await expectCleanFailure(() => {
      vimeo.faults.upload = { status: 413 };
    });
    expect(vimeo.deleted.length).toBeGreaterThanOrEqual(deleted + 4);
  });

  it('a status that cannot be asked (Vimeo down) keeps the video processing until the next poll', async () => {
    const item = await uploaded(video());
    vimeo.transcode(idOf(item), 'complete');
    vimeo.faults.status = { status: 503 };
    await t.ctx.services.vimeoStatus.pollNow();
    expect((await getItem(item.id)).status).toBe('processing');
    vimeo.faults = {};
    await t.ctx.services.vimeoStatus.pollNow();
    expect((await getItem(item.id)).status).toBe('ready');
  });
});

describe('the Vimeo secrets', () => {
  it('are never answered by the settings reads', async () => {
    await vimeoOn();
    const { body } = await t.callJson<Record<string, unknown>>('/api/dashboard/settings', { token: admin });
    expect(body.data).toMatchObject({ vimeo_client_id: 'client-id-1', vimeo_client_secret: { set: true }, vimeo_access_token: { set: true } });
    const everything = JSON.stringify(body) + await (await t.call('/api/settings')).text();
    expect(everything).not.toContain(VIMEO_SECRET);
    expect(everything).not.toContain(vimeo.token);
    await vimeoOff();
  });
});
