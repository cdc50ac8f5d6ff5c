import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import { createAppContext } from '@/server/bootstrap';
import type { AppContext } from '@/server/context';
import { createApiListener } from '@/server/http/listener';
import type { ApiResponse } from '@/shared/api/envelope';
import type { MediaUpload } from '@/shared/api/media';
import { createAuthTestContext } from '../../helpers/accounts';
import { startCuttingProxy } from '../../helpers/cutting-proxy';
import type { TestContext } from '../../helpers/test-context';
import { generatedFile, tusUpload, type GeneratedFile } from '../../helpers/tus-upload';
import { storedFiles } from '../../helpers/stored-uploads';
import { staff } from './helpers';

/**
 * Resumable uploads over tus (issue 25 §2): a real tus client (tus-js-client's Node side) and
 * raw protocol requests against the API on a loopback port.
 */
const MB = 1024 ** 2;
const TUS_PATH = '/api/dashboard/media/uploads';
const MAX_UPLOAD_BYTES = 24 * MB;
const BYTES_PER_HOUR = 48 * MB;

let t: TestContext;
let admin: string;
let server: http.Server;
let base: string;

async function listen(ctx: AppContext): Promise<{ server: http.Server; base: string }> {
  const started = http.createServer(createApiListener(ctx));
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return { server: started, base: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
}

async function stop(running: http.Server): Promise<void> {
  running.closeAllConnections();
  await new Promise<void>((resolve) => running.close(() => resolve()));
}

beforeAll(async () => {
  t = await createAuthTestContext({
    MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES), UPLOAD_BYTES_PER_HOUR_PER_USER: String(BYTES_PER_HOUR), DASHBOARD_WRITE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  admin = await t.tokenFor(await t.adminId());
  ({ server, base } = await listen(t.ctx));
});
afterAll(async () => {
  await stop(server);
  await t.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);
const partsDir = () => path.join(t.ctx.config.dataDir, 'resumable-uploads', 'parts');
const parts = () => (fs.existsSync(partsDir()) ? fs.readdirSync(partsDir()) : []);
const mediaCount = async () => (await t.ctx.handle.db.selectFrom('media').select('id').execute()).length;
const b64 = (value: string) => Buffer.from(value).toString('base64');

interface TusRequest {
  token?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  language?: string;
}

/** One raw tus request (Tus-Resumable set) to `target`: a path below the API or an upload's URL. */
function tus(method: string, target: string, { token, headers = {}, body, language }: TusRequest = {}, at = base): Promise<Response> {
  const url = target.startsWith('http') ? target : `${at}${target}`;
  return fetch(url, {
    method,
    headers: {
      'tus-resumable': '1.0.0',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'x-language': language } : {}),
      ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
      ...headers,
    },
    body: body && new Uint8Array(body),
  });
}

/** Creates an upload of `size` bytes; its absolute URL. */
async function create(token: string, size: number, metadata: Record<string, string> = { filename: 'clip.mp4' }, at = base): Promise<string> {
  const res = await tus('POST', TUS_PATH, {
    token, headers: { 'upload-length': String(size), 'upload-metadata': Object.entries(metadata).map(([key, value]) => `${key} ${b64(value)}`).join(',') },
  }, at);
  expect(res.status, await res.clone().text()).toBe(201);
  const location = res.headers.get('location')!;
  expect(location).toMatch(/^\/api\/dashboard\/media\/uploads\/[0-9a-f]{32}$/);
  return `${at}${location}`;
}

const patch = (url: string, token: string, offset: number, bytes: Buffer) => tus('PATCH', url, { token, headers: { 'upload-offset': String(offset) }, body: bytes });
const envelope = async (res: Response) => (await res.json()) as ApiResponse<MediaUpload>;

async function storedSha(upload: MediaUpload): Promise<string | null> {
  const row = await t.ctx.handle.db.selectFrom('media').select('sha256').where('id', '=', upload.item.id).executeTakeFirstOrThrow();
  return row.sha256;
}

describe('a tus upload', () => {
  it('completes with the right SHA-256, answers the media item on the last PATCH and on GET, and keeps no parts', async () => {
    const file = generatedFile(3 * MB + 123, `whole-${unique()}`);
    const outcome = await tusUpload(`${base}${TUS_PATH}`, file, { token: admin, chunkSize: MB, metadata: { filename: 'holiday.mp4' } });
    expect(outcome.status).toBe(201);
    const stored = outcome.body!.data!;
    expect(outcome.body!.message).toBe(en.api.media_created);
    expect(stored).toMatchObject({ duplicate: false, item: { mime_type: 'video/mp4', kind: 'video', size: file.size, sha256: file.sha256(), file_name: 'holiday.mp4' } });
    expect(await storedSha(stored)).toBe(file.sha256());
    expect(parts().filter((name) => outcome.url.endsWith(name.replace('.json', '')))).toEqual([]);
    // Kept private, as the stored files are.
    expect(fs.statSync(path.dirname(partsDir())).mode & 0o777).toBe(0o700);

    // The answer again, for a client whose last answer was lost.
    const again = await tus('GET', outcome.url, { token: admin });
    expect(again.status).toBe(200);
    expect((await envelope(again)).data).toEqual(stored);
    const head = await tus('HEAD', outcome.url, { token: admin });
    expect(head.status).toBe(200);
    expect([head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual([String(file.size), String(file.size)]);
    expect(head.headers.get('cache-control')).toBe('no-store');
    // Nobody else learns what it became.
    const other = await staff(t, { media: { create: true, read: true } });
    for (const method of ['GET', 'HEAD', 'DELETE']) expect((await tus(method, outcome.url, { token: other.token })).status, method).toBe(404);

    // The same bytes once more: the existing item.
    const duplicate = await tusUpload(`${base}${TUS_PATH}`, file, { token: admin });
    expect(duplicate.status).toBe(200);
    expect(duplicate.body!.data).toMatchObject({ duplicate: true, item: { id: stored.item.id } });
  });

  it('completes with the right SHA-256 although its connection is cut three times mid-upload', async () => {
    const file = generatedFile(6 * MB, `cut-${unique()}`);
    const proxy = await startCuttingProxy({ host: '127.0.0.1', port: (server.address() as AddressInfo).port }, [1.2 * MB, 2.9 * MB, 4.4 * MB]);
    try {
      const outcome = await tusUpload(`http://127.0.0.1:${proxy.port}${TUS_PATH}`, file, { token: admin, metadata: { filename: 'cut.mp4' } });
      expect(proxy.cuts).toBe(3);
      // Each retry went on from the server's offset (what it had written; bytes still in buffers when the
      // connection broke come again, up to a megabyte a cut on a busy machine): the file crossed the
      // proxy about once. Retries from the start would have sent 8.5 MB more.
      expect(proxy.forwarded).toBeLessThan(file.size + 3 * MB);
      expect(outcome.status).toBe(201);
      expect(outcome.body!.data!.item.sha256).toBe(file.sha256());
      expect(await storedSha(outcome.body!.data!)).toBe(file.sha256());
    } finally {
      await proxy.close();
    }
  });

  it('resumes on a restarted server (new services and tus over the same directory) where the last one stopped', async () => {
    const file = generatedFile(2 * MB + 7, `restart-${unique()}`);
    const url = await create(admin, file.size);
    const half = MB + 3;
    expect((await patch(url, admin, 0, file.slice(0, half))).status).toBe(204);

    // The first server goes away; another process starts over the same data directory and database.
    const second = await createAppContext(t.ctx.config, () => undefined);
    const restarted = await listen(second);
    try {
      const moved = url.replace(base, restarted.base);
      const head = await tus('HEAD', moved, { token: admin }, restarted.base);
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(half));
      const last = await patch(moved, admin, half, file.slice(half, file.size));
      expect(last.status).toBe(201);
      const stored = (await envelope(last)).data!;
      expect(last.headers.get('upload-offset')).toBe(String(file.size));
      expect(stored.item.sha256).toBe(file.sha256());
    } finally {
      await stop(restarted.server);
      await second.close();
    }
  });

  it('refuses a PATCH whose offset is not the server\'s (409) and keeps the upload', async () => {
    const file = generatedFile(MB, `offset-${unique()}`);
    const url = await create(admin, file.size);
    expect((await patch(url, admin, 0, file.slice(0, 1000))).status).toBe(204);
    const conflict = await patch(url, admin, 500, file.slice(500, 2000));
    expect(conflict.status).toBe(409);
    expect((await envelope(conflict)).message).toBe(en.api.upload_out_of_step);
    expect((await tus('HEAD', url, { token: admin })).headers.get('upload-offset')).toBe('1000');
  });

  it('cancels with DELETE: the parts go, the upload is gone', async () => {
    const file = generatedFile(MB, `cancel-${unique()}`);
    const url = await create(admin, file.size);
    await patch(url, admin, 0, file.slice(0, 4096));
    const id = url.slice(url.lastIndexOf('/') + 1);
    expect(parts()).toContain(id);
    expect((await tus('DELETE', url, { token: admin })).status).toBe(204);
    expect(parts().filter((name) => name.startsWith(id))).toEqual([]);
    expect((await tus('HEAD', url, { token: admin })).status).toBe(404);
  });
});

describe('a cancel as the last part is stored', () => {
  it('waits for the file and only forgets the upload: its item stays, the upload\'s URL is gone', async () => {
    const media = t.ctx.services.dashboard.media;
    const ingest = media.ingest;
    let entered = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    media.ingest = async (...args: Parameters<typeof ingest>) => {
      entered = true;
      await gate;
      return ingest(...args);
    };
    try {
      const file = generatedFile(50_000, `cancel-late-${unique()}`);
      const url = await create(admin, file.size);
      const last = patch(url, admin, 0, file.slice(0, file.size));
      await vi.waitFor(() => expect(entered).toBe(true));
      const cancel = tus('DELETE', url, { token: admin });
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      const [stored, cancelled] = await Promise.all([last, cancel]);
      expect(stored.status).toBe(201);
      expect(cancelled.status).toBe(204);
      expect((await tus('GET', url, { token: admin })).status).toBe(404);
      expect((await t.call(`/api/dashboard/media/${(await envelope(stored)).data!.item.id}`, { token: admin })).status).toBe(200);
    } finally {
      media.ingest = ingest;
      release();
    }
  });
});

describe('who may use an upload', () => {
  let url: string;
  beforeAll(async () => {
    url = await create(admin, MB);
  });

  it('answers 404 to another user, even one holding media.create, for HEAD, PATCH, GET and DELETE', async () => {
    const other = await staff(t, { media: { create: true } });
    for (const method of ['HEAD', 'GET', 'DELETE']) expect((await tus(method, url, { token: other.token })).status, method).toBe(404);
    expect((await patch(url, other.token, 0, Buffer.alloc(10))).status).toBe(404);
    // Nothing happened to it.
    const head = await tus('HEAD', url, { token: admin });
    expect([head.status, head.headers.get('upload-offset')]).toEqual([200, '0']);
  });

  it('takes the browser\'s session cookie from its own pages only: another site\'s POST, PATCH or DELETE is 403', async () => {
    const cookie = { cookie: `token=${admin}` };
    const own = await tus('POST', TUS_PATH, { headers: { ...cookie, 'sec-fetch-site': 'same-origin', 'upload-length': '2048' } });
    expect(own.status).toBe(201);
    const ownUrl = `${base}${own.headers.get('location')}`;
    const crossSite = { ...cookie, 'sec-fetch-site': 'cross-site' };
    expect((await tus('POST', TUS_PATH, { headers: { ...crossSite, 'upload-length': '2048' } })).status).toBe(403);
    expect((await tus('PATCH', ownUrl, { headers: { ...crossSite, 'upload-offset': '0' }, body: Buffer.alloc(10) })).status).toBe(403);
    expect((await tus('DELETE', ownUrl, { headers: crossSite })).status).toBe(403);
    expect((await tus('HEAD', ownUrl, { token: admin })).headers.get('upload-offset')).toBe('0');
  });

  it('needs a session (401) for every tus request', async () => {
    for (const method of ['OPTIONS', 'HEAD', 'GET', 'DELETE']) expect((await tus(method, method === 'OPTIONS' ? TUS_PATH : url)).status, method).toBe(401);
    expect((await tus('POST', TUS_PATH, { headers: { 'upload-length': '10' } })).status).toBe(401);
    expect((await tus('PATCH', url, { headers: { 'upload-offset': '0' }, body: Buffer.alloc(10) })).status).toBe(401);
  });

  it('needs media.create (403), even with every other media key', async () => {
    const { token } = await staff(t, { external: { dashboard: true }, media: { read: true, update: true, delete: true } });
    for (const method of ['OPTIONS', 'HEAD', 'GET', 'DELETE']) {
      const res = await tus(method, method === 'OPTIONS' ? TUS_PATH : url, { token });
      expect(res.status, method).toBe(403);
    }
    const created = await tus('POST', TUS_PATH, { token, headers: { 'upload-length': '10' } });
    expect(created.status).toBe(403);
    expect((await created.json() as ApiResponse).message).toBe(en.api.forbidden);
    expect((await tus('PATCH', url, { token, headers: { 'upload-offset': '0' }, body: Buffer.alloc(10) })).status).toBe(403);
  });

  it('succeeds with exactly media.create: OPTIONS names the protocol, a user creates, sends and cancels their own upload', async () => {
    const { token } = await staff(t, { media: { create: true } });
    const options = await tus('OPTIONS', TUS_PATH, { token });
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-version')).toBe('1.0.0');
    expect(options.headers.get('tus-extension')).toBe('creation,termination,expiration');
    expect(options.headers.get('tus-max-size')).toBe(String(MAX_UPLOAD_BYTES));
    const file = generatedFile(64 * 1024, `own-${unique()}`);
    const own = await create(token, file.size);
    expect((await patch(own, token, 0, file.slice(0, 1024))).status).toBe(204);
    expect((await tus('HEAD', own, { token })).headers.get('upload-offset')).toBe('1024');
    expect((await tus('GET', own, { token })).status).toBe(409);
    const last = await patch(own, token, 1024, file.slice(1024, file.size));
    expect(last.status).toBe(201);
    expect((await tus('GET', own, { token })).status).toBe(200);
    expect((await tus('DELETE', own, { token })).status).toBe(204);
    expect((await tus('GET', own, { token })).status).toBe(404);
    // The item stays in the library.
    expect((await t.call(`/api/dashboard/media/${(await envelope(last)).data!.item.id}`, { token: admin })).status).toBe(200);
  });
});

describe('what an upload may be', () => {
  it('is refused at creation (413, "file too large" in the caller\'s language) when longer than the server allows', async () => {
    const before = parts();
    const res = await tus('POST', TUS_PATH, { token: admin, language: 'sv', headers: { 'upload-length': String(MAX_UPLOAD_BYTES + 1), 'upload-metadata': `filename ${b64('big.mp4')}` } });
    expect(res.status).toBe(413);
    expect((await res.json() as ApiResponse).message).toBe(sv.api.file_too_large);
    expect(parts()).toEqual(before);
  });

  it('follows the module the metadata names: its upload_config size, and 422 for no such module', async () => {
    const key = `tus-${unique()}`;
    const made = await t.callJson('/api/dashboard/modules', {
      token: admin,
      json: { key, type: 'content', slug: key, name: { en: `Module ${key}` }, fields: [{ key: 'title_text', label: { en: 'Title' }, type: 'text' }], upload_config: { max_files: 1, max_size_mb: 1, mime_types: [] } },
    });
    expect(made.res.status, JSON.stringify(made.body)).toBe(201);
    const tooLarge = await tus('POST', TUS_PATH, { token: admin, headers: { 'upload-length': String(MB + 1), 'upload-metadata': `filename ${b64('a.mp4')},module ${b64(key)}` } });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json() as ApiResponse).message).toBe(en.api.file_too_large);
    const file = generatedFile(MB, `module-${unique()}`);
    const outcome = await tusUpload(`${base}${TUS_PATH}`, file, { token: admin, metadata: { filename: 'a.mp4', module: key } });
    expect(outcome.body!.data!.item.module).toBe(key);
    const unknown = await tus('POST', TUS_PATH, { token: admin, headers: { 'upload-length': '100', 'upload-metadata': `module ${b64('no-such-module')}` } });
    expect(unknown.status).toBe(422);
  });

  it('needs its length at creation (400 without Upload-Length; 422 for an empty file) and no data in the POST', async () => {
    expect((await tus('POST', TUS_PATH, { token: admin, headers: { 'upload-defer-length': '1' } })).status).toBe(400);
    expect((await tus('POST', TUS_PATH, { token: admin, headers: { 'upload-length': '0' } })).status).toBe(422);
    const before = parts();
    const withData = await tus('POST', TUS_PATH, { token: admin, headers: { 'upload-length': '1000' }, body: generatedFile(1000, `post-${unique()}`).slice(0, 1000) });
    expect(withData.status).toBe(400);
    expect(parts()).toEqual(before);
    // A client that names the parts' type on an empty POST is still served.
    expect((await tus('POST', TUS_PATH, { token: admin, headers: { 'upload-length': '1000', 'content-type': 'application/offset+octet-stream' } })).status).toBe(201);
  });

  it('refused by its type once complete, leaves no part, no file and no row', async () => {
    const [filesBefore, rowsBefore] = [storedFiles(t), await mediaCount()];
    // Bytes no magic number names and that are no UTF-8 text: refused as "invalid file type".
    const bytes = Buffer.alloc(300_000, 0);
    const url = await create(admin, bytes.length, { filename: 'notes.txt' });
    const id = url.slice(url.lastIndexOf('/') + 1);
    expect((await patch(url, admin, 0, bytes.subarray(0, 100_000))).status).toBe(204);
    const last = await patch(url, admin, 100_000, bytes.subarray(100_000));
    expect(last.status).toBe(422);
    const body = await envelope(last);
    expect(body.data).toMatchObject({ file: { _errors: [en.validation.invalid_file_type] } });
    expect(parts().filter((name) => name.startsWith(id))).toEqual([]);
    expect(storedFiles(t)).toEqual(filesBefore);
    expect(await mediaCount()).toBe(rowsBefore);
    expect((await tus('HEAD', url, { token: admin })).status).toBe(404);
  });
});

describe('abandoned uploads', () => {
  it('cannot pile up: a user\'s unfinished uploads together stay within the bytes they may upload an hour (429)', async () => {
    const { token } = await staff(t, { media: { create: true } });
    // 9 MB each (the library takes 10 MB a file): five fit in the 48 MB an hour, a sixth does not.
    const size = 9 * MB;
    const mine = [];
    for (let i = 0; i < 5; i++) mine.push(await create(token, size));
    const sixth = await tus('POST', TUS_PATH, { token, headers: { 'upload-length': String(size) } });
    expect(sixth.status).toBe(429);
    expect((await sixth.json() as ApiResponse).message).toBe(en.api.resumable_uploads_pending);
    // Another user is not held back by them; cancelling one makes room again.
    await create(admin, size).then((url) => tus('DELETE', url, { token: admin }));
    expect((await tus('DELETE', mine[0], { token })).status).toBe(204);
    await create(token, size);
  });

  it('expire: the sweep removes their parts once RESUMABLE_UPLOAD_EXPIRY_HOURS passed since creation, and not before', async () => {
    const file: GeneratedFile = generatedFile(MB, `abandoned-${unique()}`);
    const url = await create(admin, file.size);
    await patch(url, admin, 0, file.slice(0, 200_000));
    const id = url.slice(url.lastIndexOf('/') + 1);
    const { resumableUploads } = t.ctx.services;
    const expiry = t.ctx.config.uploads.resumableExpiryMs;
    expect(expiry).toBe(24 * 3_600_000);
    await resumableUploads.sweep(Date.now() + expiry - 60_000);
    expect(parts().filter((name) => name.startsWith(id)).sort()).toEqual([id, `${id}.json`]);
    await resumableUploads.sweep(Date.now() + expiry + 60_000);
    expect(parts().filter((name) => name.startsWith(id))).toEqual([]);
    expect((await tus('HEAD', url, { token: admin })).status).toBe(404);
  });

  it('answer 410 "expired" in the caller\'s language once their time is up, even before the sweep', async () => {
    const file = generatedFile(MB, `expired-${unique()}`);
    const url = await create(admin, file.size);
    await patch(url, admin, 0, file.slice(0, 1000));
    // Created a day and a minute ago, as its record on disk says.
    const record = path.join(partsDir(), `${url.slice(url.lastIndexOf('/') + 1)}.json`);
    const upload = JSON.parse(fs.readFileSync(record, 'utf8')) as { creation_date: string };
    fs.writeFileSync(record, JSON.stringify({ ...upload, creation_date: new Date(Date.now() - t.ctx.config.uploads.resumableExpiryMs - 60_000).toISOString() }));
    const late = await patch(url, admin, 1000, file.slice(1000, 2000));
    expect(late.status).toBe(410);
    const refusal = await tus('PATCH', url, { token: admin, language: 'tr', headers: { 'upload-offset': '1000' }, body: file.slice(1000, 2000) });
    expect((await envelope(refusal)).message).toBe(tr.api.upload_expired);
    expect((await tus('HEAD', url, { token: admin })).status).toBe(410);
  });

  it('a finished upload is remembered until it expires too; its media item stays', async () => {
    const outcome = await tusUpload(`${base}${TUS_PATH}`, generatedFile(100_000, `remembered-${unique()}`), { token: admin });
    const { resumableUploads } = t.ctx.services;
    await resumableUploads.sweep(Date.now() + t.ctx.config.uploads.resumableExpiryMs - 60_000);
    expect((await tus('GET', outcome.url, { token: admin })).status).toBe(200);
    await resumableUploads.sweep(Date.now() + t.ctx.config.uploads.resumableExpiryMs + 60_000);
    expect((await tus('GET', outcome.url, { token: admin })).status).toBe(404);
    expect((await t.call(`/api/dashboard/media/${outcome.body!.data!.item.id}`, { token: admin })).status).toBe(200);
  });
});
