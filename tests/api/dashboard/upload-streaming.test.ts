import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import { createApiListener } from '@/server/http/listener';
import type { UploadedFile } from '@/shared/api/contents';
import type { DashboardModule } from '@/shared/api/modules';
import type { ApiResponse } from '@/shared/api/envelope';
import type { ModuleField } from '@/shared/fields';
import { createAuthTestContext } from '../../helpers/accounts';
import { TEST_PUBLIC_URL, type TestContext } from '../../helpers/test-context';
import { storedFiles } from '../../helpers/stored-uploads';

/**
 * The outside review's finding: one upload cost about six times its size in server memory, as
 * the whole multipart body was parsed into a File before anything was checked. An upload now
 * streams to storage and is cut at its limit; these tests send bodies the test produces lazily
 * and count how much of them the server ever asked for.
 */
let t: TestContext;
let adminToken: string;
let png: Uint8Array;
beforeAll(async () => {
  t = await createAuthTestContext();
  adminToken = await t.tokenFor(await t.adminId());
  png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer());
});
afterAll(() => t.close());

const MB = 1024 ** 2;
const CHUNK_BYTES = 64 * 1024;
const unique = () => Math.random().toString(36).slice(2, 8);
/** Everything in the uploads folder, partial files included. */
const mediaCount = async () => (await t.ctx.handle.db.selectFrom('media').select('id').execute()).length;

const FIELDS: ModuleField[] = [
  { key: 'cover', label: { en: 'Cover' }, type: 'image', required: false, upload: { accept: [], max_size: 20_000, max_files: 1 } },
  { key: 'attachment', label: { en: 'Attachment' }, type: 'file', required: false, upload: { accept: [], max_size: 4 * MB, max_files: 1 } },
];

async function newModule(extra: Record<string, unknown> = {}): Promise<DashboardModule> {
  const key = `st-${unique()}`;
  const { res, body } = await t.callJson<DashboardModule>('/api/dashboard/modules', {
    token: adminToken, json: { key, type: 'content', name: { en: `Module ${key}` }, slug: key, fields: FIELDS, ...extra },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

interface LazyBody {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes of the file part the server has asked for so far. */
  pulledFileBytes(): number;
  /** Whether the whole body was asked for. */
  finished(): boolean;
}

/**
 * A multipart body (`field`, then `file`: `head` followed by zeros up to `fileBytes`) produced
 * chunk by chunk only as the reader asks; `failAfterBytes` makes it fail there, as a body does
 * when the client goes away, and `holdAfterBytes` stops it there, as a client still sending.
 */
function lazyMultipart(
  field: string, head: Uint8Array, fileBytes: number, { failAfterBytes, holdAfterBytes }: { failAfterBytes?: number; holdAfterBytes?: number } = {},
): LazyBody {
  const boundary = `----lazy${unique()}${unique()}`;
  const encoder = new TextEncoder();
  const preamble = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\n${field}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const closing = encoder.encode(`\r\n--${boundary}--\r\n`);
  let sent = -1;
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A client still sending: the rest never comes.
      if (holdAfterBytes !== undefined && sent >= holdAfterBytes) await new Promise(() => undefined);
      if (sent < 0) {
        controller.enqueue(preamble);
        sent = 0;
        return;
      }
      if (failAfterBytes !== undefined && sent >= failAfterBytes) {
        controller.error(new Error('the client went away'));
        return;
      }
      if (sent >= fileBytes) {
        controller.enqueue(closing);
        controller.close();
        done = true;
        return;
      }
      const chunk = new Uint8Array(Math.min(CHUNK_BYTES, fileBytes - sent));
      if (sent === 0) chunk.set(head.subarray(0, chunk.length));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  }, { highWaterMark: 0 });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, pulledFileBytes: () => Math.max(0, sent), finished: () => done };
}

async function send(moduleKey: string, lazy: LazyBody, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/api/dashboard/modules/${moduleKey}/uploads`, {
    method: 'POST', body: lazy.body, duplex: 'half',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': lazy.contentType, ...headers },
  } as RequestInit);
  return { res, body: (await res.json()) as ApiResponse<UploadedFile> };
}

describe('an upload streams to storage and is cut at its limit', () => {
  it('answers 422 "file too large" once the file passes its field\'s limit, without reading the rest of the body, and keeps nothing', async () => {
    const mod = await newModule();
    const [filesBefore, rowsBefore] = [storedFiles(t), await mediaCount()];
    // 64 MB for a field of 20 000 bytes, in a module whose largest upload is 10 MB (the header image).
    const lazy = lazyMultipart('cover', png, 64 * MB);
    const { res, body } = await send(mod.key, lazy);
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(body.data).toMatchObject({ file: { _errors: [en.validation.file_too_large] } });
    // The answer came while most of the body was still unsent: the server stopped asking soon after the limit.
    expect(lazy.finished()).toBe(false);
    expect(lazy.pulledFileBytes()).toBeLessThan(20_000 + MB);
    expect(storedFiles(t)).toEqual(filesBefore);
    expect(await mediaCount()).toBe(rowsBefore);
  });

  it('cuts a file over its limit that the request declares small (Content-Length)', async () => {
    const mod = await newModule({ upload_config: { max_files: 1, max_size_mb: 1, mime_types: [] } });
    const filesBefore = storedFiles(t);
    const lazy = lazyMultipart('attachment', png, 16 * MB);
    const { res, body } = await send(mod.key, lazy, { 'content-length': '2000' });
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(body.data).toMatchObject({ file: { _errors: [en.validation.file_too_large] } });
    expect(lazy.finished()).toBe(false);
    expect(lazy.pulledFileBytes()).toBeLessThan(2 * MB);
    expect(storedFiles(t)).toEqual(filesBefore);
  });

  it('refuses a file of the wrong type after its first bytes, without reading the rest', async () => {
    const mod = await newModule();
    const filesBefore = storedFiles(t);
    // No magic bytes: text, which a field takes only where its `accept` names a text type.
    const lazy = lazyMultipart('attachment', new TextEncoder().encode('<html><script>alert(1)</script></html>'), 64 * MB);
    const { res, body } = await send(mod.key, lazy);
    expect(res.status).toBe(422);
    expect(body.data).toMatchObject({ file: { _errors: [en.validation.invalid_file_type] } });
    expect(lazy.finished()).toBe(false);
    expect(storedFiles(t)).toEqual(filesBefore);
  });

  it('stores a file of several megabytes that streams in within its limit, byte for byte', async () => {
    const mod = await newModule();
    const lazy = lazyMultipart('attachment', png, 3 * MB + 17);
    const { res, body } = await send(mod.key, lazy);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({ mime_type: 'image/png', size: 3 * MB + 17 });
    const served = new Uint8Array(await (await t.call(body.data!.url)).arrayBuffer());
    expect(served.length).toBe(3 * MB + 17);
    expect(served.subarray(0, png.length)).toEqual(png);
  });
});

describe('a failed upload leaves no file behind', () => {
  it('removes the partial file of a body that breaks off mid-file (the client went away)', async () => {
    const mod = await newModule();
    const [filesBefore, rowsBefore] = [storedFiles(t), await mediaCount()];
    const lazy = lazyMultipart('attachment', png, 3 * MB, { failAfterBytes: MB });
    const res = await t.app.request(`/api/dashboard/modules/${mod.key}/uploads`, {
      method: 'POST', body: lazy.body, duplex: 'half', headers: { authorization: `Bearer ${adminToken}`, 'content-type': lazy.contentType },
    } as RequestInit);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(storedFiles(t)).toEqual(filesBefore);
    expect(await mediaCount()).toBe(rowsBefore);
  });

  it('removes the partial file when the client aborts its request over HTTP mid-body', async () => {
    const mod = await newModule();
    const [filesBefore, rowsBefore] = [storedFiles(t), await mediaCount()];
    const server = http.createServer(createApiListener(t.ctx));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const lazy = lazyMultipart('attachment', png, 4 * MB - 1000, { holdAfterBytes: MB });
      const abort = new AbortController();
      const sending = fetch(`http://127.0.0.1:${port}/api/dashboard/modules/${mod.key}/uploads`, {
        method: 'POST', body: lazy.body, duplex: 'half', signal: abort.signal,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': lazy.contentType, origin: TEST_PUBLIC_URL },
      } as RequestInit).catch((error: unknown) => error);
      // The server is writing the file aside when the client goes away.
      await vi.waitFor(() => expect(storedFiles(t).some((name) => name.startsWith('.partial-'))).toBe(true), { timeout: 20_000, interval: 20 });
      abort.abort();
      expect(await sending).toBeInstanceOf(Error);
      await vi.waitFor(() => expect(storedFiles(t)).toEqual(filesBefore), { timeout: 20_000, interval: 20 });
      expect(lazy.finished()).toBe(false);
      expect(await mediaCount()).toBe(rowsBefore);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
