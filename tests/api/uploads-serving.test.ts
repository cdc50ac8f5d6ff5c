import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiListener } from '@/server/http/listener';
import type { FileStorage } from '@/server/storage/file-storage';
import { startFtpServer, type TestFtpServer } from '../helpers/ftp';
import { createTestContext, type TestContext } from '../helpers/test-context';

/**
 * GET /api/uploads/{key} (issue 25 item 4): whichever storage driver holds the file, streamed
 * with ranges, a strong ETag, cached for good, typed by its media row, and never run by a
 * browser. New files go to FTP while it is enabled; switching keeps old files readable.
 */

let t: TestContext;
let admin: string;
let ftp: TestFtpServer;

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bodyOf = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]).stream();

/** Stores `bytes` with the driver and records its media row, as the upload path does. */
async function store(driver: FileStorage, bytes: Uint8Array, { ext = 'png', mime = 'image/png', fileName = '' }: { ext?: string; mime?: string; fileName?: string } = {}): Promise<string> {
  const { key, size } = await driver.put(bodyOf(bytes), ext);
  fileName ||= `file.${ext}`;
  await t.ctx.handle.db.insertInto('media').values({
    file_name: fileName, path: key, mime_type: mime, size, parts: null, module: null, storage: driver.name, created_by: null,
  }).execute();
  return key;
}

const get = (key: string, headers: Record<string, string> = {}) => t.call(`/api/uploads/${key}`, { headers });
const saveSettings = async (json: Record<string, unknown>) => {
  const res = await t.call('/api/dashboard/settings', { method: 'PUT', json, token: admin });
  expect(res.status).toBe(200);
};

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.tokenFor(await t.adminId());
  ftp = await startFtpServer({ files: [] });
});
afterAll(async () => {
  await ftp?.stop();
  await t?.close();
});

describe('GET /api/uploads/{key}', () => {
  const bytes = randomBytes(10_000);
  let key: string;
  beforeAll(async () => {
    key = await store(t.ctx.services.storages.local, bytes);
  });

  it('streams the file cached for good under a strong ETag, and answers If-None-Match with 304', async () => {
    const res = await get(key);
    expect(res.status).toBe(200);
    expect(digest(new Uint8Array(await res.arrayBuffer()))).toBe(digest(bytes));
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}-[0-9a-z]+"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('accept-ranges')).toBe('bytes');

    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(key, { 'if-none-match': header });
      expect(again.status, header).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    expect((await get(key, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('answers one range with 206, 416 beyond the file, and the whole file for several ranges or a stale If-Range', async () => {
    const part = await get(key, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(digest(new Uint8Array(await part.arrayBuffer()))).toBe(digest(bytes.subarray(100, 200)));
    const beyond = await get(key, { range: `bytes=${bytes.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect((await get(key, { range: 'bytes=0-1,5-6' })).status).toBe(200);
    const etag = (await get(key)).headers.get('etag')!;
    expect((await get(key, { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    expect((await get(key, { range: 'bytes=0-9', 'if-range': '"another-version"' })).status).toBe(200);
  });

  it.each([
    ['image/png', 'png', 'inline'],
    ['image/webp', 'webp', 'inline'],
    ['video/mp4', 'mp4', 'inline'],
    ['image/svg+xml', 'svg', 'attachment'],
    ['text/html', 'html', 'attachment'],
    ['application/xml', 'xml', 'attachment'],
    ['text/javascript', 'js', 'attachment'],
    ['application/pdf', 'pdf', 'attachment'],
    ['text/plain', 'txt', 'attachment'],
  ])('serves %s (.%s) %s, with nosniff and a sandboxing CSP', async (mime, ext, disposition) => {
    const stored = await store(t.ctx.services.storages.local, Buffer.from('<svg onload="alert(1)"/>'), { ext, mime });
    const res = await get(stored);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')!.split(';')[0]).toBe(mime);
    expect(res.headers.get('content-disposition')!.split(';')[0]).toBe(disposition);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });

  it('types the answer by its media row, never by the key\'s extension, and names a download safely (RFC 6266)', async () => {
    const stored = await store(t.ctx.services.storages.local, Buffer.from('<html><script>alert(1)</script>'), {
      ext: 'png', mime: 'text/html', fileName: "l'été (final)*\u202E.html",
    });
    const res = await get(stored);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="l'_t_ (final)*_.html"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%28final%29%2A%E2%80%AE.html`);
  });

  it('404 for a key no media row knows (even with a file under it), a row whose file is gone, and every path trick', async () => {
    const stray = `${'b'.repeat(32)}.png`;
    await writeFile(path.join(t.ctx.config.dataDir, 'uploads', stray), 'not ours');
    expect((await get(stray)).status).toBe(404);
    const gone = await store(t.ctx.services.storages.local, randomBytes(10));
    await t.ctx.services.storages.local.remove(gone);
    expect((await get(gone)).status).toBe(404);
    for (const trick of ['..%2Fapp.sqlite', '..%2F..%2Fsecret.key', '%2e%2e%2fsecret.key', '..%5Csecret.key', `${key}%00.html`, `${key}%2F..`, key.toUpperCase(), `.${key}`, '.partial-0123456789abcdef']) {
      expect((await get(trick)).status, trick).toBe(404);
    }
    expect((await t.call(`/api/uploads/../secret.key`)).status).toBe(404);
  });
});

describe('a small file served a moment ago', () => {
  const comparable = (res: Response) => [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));

  it('is answered from memory before the router with the route\'s very status, headers and bytes', async () => {
    const bytes = randomBytes(20_000);
    const key = await store(t.ctx.services.storages.local, bytes, { ext: 'svg', mime: 'image/svg+xml', fileName: 'logo.svg' });
    const server = http.createServer(createApiListener(t.ctx));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/uploads/${key}`;
    try {
      const cases: Record<string, string>[] = [{}, { range: 'bytes=10-19' }, { range: 'bytes=999999-' }, { 'if-none-match': `"${key.slice(0, 32)}-${bytes.length.toString(36)}"` }];
      const fromRoute = await Promise.all(cases.map(async (headers) => {
        const res = await fetch(url, { headers });
        return { status: res.status, headers: comparable(res), digest: digest(new Uint8Array(await res.arrayBuffer())) };
      }));
      expect(fromRoute.map((answer) => answer.status)).toEqual([200, 206, 416, 304]);
      await expect.poll(() => t.ctx.services.servedUploads.peek(key)).not.toBeNull();
      // The file leaves the disk: only memory can answer now.
      await t.ctx.services.storages.local.remove(key);
      for (const [index, headers] of cases.entries()) {
        const res = await fetch(url, { headers });
        expect({ status: res.status, headers: comparable(res), digest: digest(new Uint8Array(await res.arrayBuffer())) }).toEqual(fromRoute[index]);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('storage drivers', () => {
  const ftpSettings = () => ({ ftp_enabled: true, ftp_host: ftp.host, ftp_port: ftp.port, ftp_username: ftp.username, ftp_password: ftp.password });

  it('new files go to FTP while it is enabled and complete (no restart), and each is served from where it is', async () => {
    const { storages } = t.ctx.services;
    expect((await storages.forNewFiles()).name).toBe('local');
    const localBytes = randomBytes(5000);
    const localKey = await store(await storages.forNewFiles(), localBytes);

    await saveSettings(ftpSettings());
    const driver = await storages.forNewFiles();
    expect(driver.name).toBe('ftp');
    const ftpBytes = randomBytes(200_000);
    const ftpKey = await store(driver, ftpBytes, { ext: 'mp4', mime: 'video/mp4' });
    expect(ftp.logins.at(-1)).toEqual({ username: ftp.username, password: ftp.password });

    const fromFtp = await get(ftpKey);
    expect(fromFtp.status).toBe(200);
    expect(fromFtp.headers.get('content-type')).toBe('video/mp4');
    expect(digest(new Uint8Array(await fromFtp.arrayBuffer()))).toBe(digest(ftpBytes));
    const part = await get(ftpKey, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(digest(new Uint8Array(await part.arrayBuffer()))).toBe(digest(ftpBytes.subarray(1000, 2000)));
    expect((await get(ftpKey, { 'if-none-match': fromFtp.headers.get('etag')! })).status).toBe(304);
    // The old local file is still read from the disk.
    expect(digest(new Uint8Array(await (await get(localKey)).arrayBuffer()))).toBe(digest(localBytes));

    // Switched off: new files are local again, and the FTP ones stay readable.
    await saveSettings({ ftp_enabled: false });
    expect((await storages.forNewFiles()).name).toBe('local');
    expect(digest(new Uint8Array(await (await get(ftpKey)).arrayBuffer()))).toBe(digest(ftpBytes));
  });

  it('an enabled FTP without a password (cleared by a host change) is not used for new files', async () => {
    await saveSettings(ftpSettings());
    await saveSettings({ ftp_host: 'localhost' });
    expect((await t.ctx.services.storages.forNewFiles()).name).toBe('local');
    await saveSettings({ ftp_enabled: false, ftp_host: ftp.host, ftp_password: ftp.password });
  });

  it('a file on an FTP server that is down answers 503 and is served again once it is back', async () => {
    await saveSettings(ftpSettings());
    const key = await store(await t.ctx.services.storages.forNewFiles(), randomBytes(1000));
    await saveSettings({ ftp_enabled: false, ftp_port: 1, ftp_password: ftp.password });
    const down = await t.callJson(`/api/uploads/${key}`);
    expect(down.res.status).toBe(503);
    expect(down.body).toMatchObject({ status: false, statusCode: 503 });
    await saveSettings({ ftp_port: ftp.port, ftp_password: ftp.password });
    expect((await get(key)).status).toBe(200);
  });
});
